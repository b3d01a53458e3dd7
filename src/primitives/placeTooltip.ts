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
 * Where to put a floating box beside `anchor` on `side`, `offset` px away, inside the viewport: centred on
 * the anchor along the side, flipped to the opposite side when it does not fit on its own and the opposite
 * has more room, then clamped to stay `margin` px inside the viewport. The box's size and the viewport's
 * are read as the DOM has them (the floating element itself, `document.documentElement`), or plain objects.
 */
export function placeTooltip(
  anchor: Box,
  { offsetWidth: width, offsetHeight: height }: { offsetWidth: number; offsetHeight: number },
  { clientWidth, clientHeight }: { clientWidth: number; clientHeight: number },
  side: Side = 'top',
  offset = 4,
  margin = 4,
): Placement {
  const vertical = side === 'top' || side === 'bottom';
  const need = (vertical ? height : width) + offset + margin;
  const room: Record<Side, number> = {
    top: anchor.top,
    bottom: clientHeight - anchor.top - anchor.height,
    left: anchor.left,
    right: clientWidth - anchor.left - anchor.width,
  };
  if (room[side] < need && room[opposite[side]] > room[side]) side = opposite[side];

  const x =
    side === 'left'
      ? anchor.left - offset - width
      : side === 'right'
        ? anchor.left + anchor.width + offset
        : anchor.left + (anchor.width - width) / 2;
  const y =
    side === 'top'
      ? anchor.top - offset - height
      : side === 'bottom'
        ? anchor.top + anchor.height + offset
        : anchor.top + (anchor.height - height) / 2;
  // Inside the viewport; the low edge wins when the box is wider (or taller) than it: its start stays readable.
  const within = (start: number, length: number, total: number) =>
    Math.round(Math.max(margin, Math.min(start, total - margin - length)));
  return { side, x: within(x, width, clientWidth), y: within(y, height, clientHeight) };
}
