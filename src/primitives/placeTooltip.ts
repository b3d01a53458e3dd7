/** A side of the anchor, in physical terms (not flipped in right-to-left text). */
export type Side = 'top' | 'right' | 'bottom' | 'left';

/** A box in viewport coordinates (CSS px), as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  /** The side it went to: the one asked for, or its opposite when only that one had room. */
  side: Side;
  /** Left and top of the floating box, for `position: fixed`. */
  x: number;
  y: number;
}

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/**
 * Where to put a floating box of `size` beside `anchor` on `side`, `offset` px away, inside a viewport of
 * `viewport` size: centred on the anchor along the side, flipped to the opposite side when it does not fit
 * on its own and the opposite has more room, then clamped to stay `margin` px inside the viewport.
 */
export function placeTooltip(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  side: Side = 'top',
  offset = 4,
  margin = 4,
): Placement {
  const vertical = side === 'top' || side === 'bottom';
  const need = (vertical ? size.height : size.width) + offset + margin;
  const room: Record<Side, number> = {
    top: anchor.top,
    bottom: viewport.height - anchor.top - anchor.height,
    left: anchor.left,
    right: viewport.width - anchor.left - anchor.width,
  };
  if (room[side] < need && room[opposite[side]] > room[side]) side = opposite[side];

  const x =
    side === 'left'
      ? anchor.left - offset - size.width
      : side === 'right'
        ? anchor.left + anchor.width + offset
        : anchor.left + (anchor.width - size.width) / 2;
  const y =
    side === 'top'
      ? anchor.top - offset - size.height
      : side === 'bottom'
        ? anchor.top + anchor.height + offset
        : anchor.top + (anchor.height - size.height) / 2;
  // Inside the viewport; the low edge wins when the box is wider (or taller) than it: its start stays readable.
  const within = (start: number, length: number, total: number) =>
    Math.round(Math.max(margin, Math.min(start, total - margin - length)));
  return { side, x: within(x, size.width, viewport.width), y: within(y, size.height, viewport.height) };
}
