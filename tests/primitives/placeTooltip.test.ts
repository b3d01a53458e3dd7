import { describe, expect, it } from 'vitest';
import { placeTooltip } from '../../src/primitives/placeTooltip.js';

const viewport = { clientWidth: 800, clientHeight: 600 };
const size = { offsetWidth: 60, offsetHeight: 20 };
const button = (left: number, top: number) => ({ left, top, width: 24, height: 24 });

describe('placeTooltip', () => {
  it('centres the tooltip 4 px from the anchor on the side asked for', () => {
    expect(placeTooltip(button(400, 300), size, viewport, 'top')).toEqual({ side: 'top', x: 382, y: 276 });
    expect(placeTooltip(button(400, 300), size, viewport, 'bottom')).toEqual({ side: 'bottom', x: 382, y: 328 });
    expect(placeTooltip(button(400, 300), size, viewport, 'left')).toEqual({ side: 'left', x: 336, y: 302 });
    expect(placeTooltip(button(400, 300), size, viewport, 'right')).toEqual({ side: 'right', x: 428, y: 302 });
  });

  it('defaults to the top', () => {
    expect(placeTooltip(button(400, 300), size, viewport).side).toBe('top');
  });

  it('flips to the opposite side when its own has no room', () => {
    expect(placeTooltip(button(400, 10), size, viewport, 'top')).toEqual({ side: 'bottom', x: 382, y: 38 });
    expect(placeTooltip(button(400, 570), size, viewport, 'bottom')).toMatchObject({ side: 'top', y: 546 });
    expect(placeTooltip(button(20, 300), size, viewport, 'left')).toMatchObject({ side: 'right', x: 48 });
    expect(placeTooltip(button(770, 300), size, viewport, 'right')).toMatchObject({ side: 'left', x: 706 });
  });

  it('does not flip to a side with even less room', () => {
    const tiny = { clientWidth: 100, clientHeight: 40 };
    expect(placeTooltip({ left: 40, top: 10, width: 24, height: 24 }, size, tiny, 'top').side).toBe('top');
  });

  it('clamps the tooltip inside the viewport, a margin from its edges', () => {
    // Centred on a button at the left edge, it would start at -16 px.
    expect(placeTooltip(button(2, 300), size, viewport, 'top')).toEqual({ side: 'top', x: 4, y: 276 });
    expect(placeTooltip(button(790, 300), size, viewport, 'bottom')).toEqual({ side: 'bottom', x: 736, y: 328 });
    expect(placeTooltip(button(400, 1), size, viewport, 'left')).toMatchObject({ side: 'left', y: 4 });
    expect(placeTooltip(button(400, 590), size, viewport, 'right')).toMatchObject({ side: 'right', y: 576 });
  });

  it('keeps the start of a tooltip wider than the viewport in view', () => {
    expect(placeTooltip(button(100, 300), { offsetWidth: 900, offsetHeight: 20 }, viewport, 'top').x).toBe(4);
  });
});
