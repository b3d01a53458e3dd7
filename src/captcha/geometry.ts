/** Pure geometry of the captchas: clamping, client -> image coordinates, slider ratios. No DOM, no React. */

export interface Point {
  x: number;
  y: number;
}

/** The part of a DOMRect the maths needs. */
export interface BoxRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Clamps `value` into [min, max]; NaN gives `min`, and a range with max < min gives `min`. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value) || max < min) return min;
  return Math.min(max, Math.max(min, value));
}

/**
 * How many image px one client px is worth: 1 when the box is drawn at its layout size, 2 when CSS shrinks
 * it to half, ... A box with no size (not laid out, or jsdom) counts as unscaled.
 */
export function scaleOf(rectSize: number, layoutSize: number): number {
  return rectSize > 0 && Number.isFinite(rectSize) ? layoutSize / rectSize : 1;
}

/**
 * Converts a pointer position in client px to image px, correct when the widget is scaled by CSS: `rect` is
 * the image box as drawn (getBoundingClientRect) and `width` x `height` its size in image px.
 */
export function clientToImage(clientX: number, clientY: number, rect: BoxRect, width: number, height: number): Point {
  return {
    x: (clientX - rect.left) * scaleOf(rect.width, width),
    y: (clientY - rect.top) * scaleOf(rect.height, height),
  };
}

/** A point rounded to whole px and kept inside a width x height box. */
export function clampPoint(point: Point, width: number, height: number): Point {
  return { x: Math.round(clamp(point.x, 0, width)), y: Math.round(clamp(point.y, 0, height)) };
}

/** Where a value sits in [min, max], from 0 to 1 (0 for an empty range). */
export function valueToRatio(value: number, min: number, max: number): number {
  return max > min ? clamp((value - min) / (max - min), 0, 1) : 0;
}

/** The value at a ratio (0 to 1) of [min, max]. */
export function ratioToValue(ratio: number, min: number, max: number): number {
  return min + clamp(ratio, 0, 1) * (max - min);
}

/** Whole percent of the way from min to max, for aria-valuetext. */
export function percentOf(value: number, min: number, max: number): number {
  return Math.round(valueToRatio(value, min, max) * 100);
}

/**
 * `px` of handle movement as a share of the handle's travel, the track less one handle (1 is the whole
 * travel); null when the handle has no room to move.
 */
function shareOfTravel(px: number, trackWidth: number, handleWidth: number): number | null {
  const travel = trackWidth - handleWidth;
  return travel <= 0 ? null : px / travel;
}

/**
 * The slider value under a point of the track: the handle's centre goes to `x` (track px), so the usable
 * run is the track less one handle.
 */
export function trackPointToValue(
  x: number,
  trackWidth: number,
  handleWidth: number,
  min: number,
  max: number,
): number {
  const share = shareOfTravel(x - handleWidth / 2, trackWidth, handleWidth);
  return share === null ? min : ratioToValue(share, min, max);
}

/** The value after dragging the handle by `dx` track px from `startValue`. */
export function dragValue(
  startValue: number,
  dx: number,
  trackWidth: number,
  handleWidth: number,
  min: number,
  max: number,
): number {
  const share = shareOfTravel(dx, trackWidth, handleWidth);
  return clamp(share === null ? startValue : startValue + share * (max - min), min, max);
}

/** Left offset (track px) of the handle for a value. */
export function handleOffset(value: number, trackWidth: number, handleWidth: number, min: number, max: number): number {
  return valueToRatio(value, min, max) * Math.max(0, trackWidth - handleWidth);
}

/**
 * A tile's top-left for a wanted position: inside the image when `scope` is on, else free (the caller
 * ignores negative results on confirm).
 */
export function placeTile(
  wanted: Point,
  tileWidth: number,
  tileHeight: number,
  width: number,
  height: number,
  scope: boolean,
): Point {
  if (!scope) return { x: Math.round(wanted.x), y: Math.round(wanted.y) };
  return {
    x: Math.round(clamp(wanted.x, 0, Math.max(0, width - tileWidth))),
    y: Math.round(clamp(wanted.y, 0, Math.max(0, height - tileHeight))),
  };
}

/** Top-left that centres a tile on a point (the "tap the tile, then tap where it goes" path). */
export function centreTileOn(point: Point, tileWidth: number, tileHeight: number): Point {
  return { x: point.x - tileWidth / 2, y: point.y - tileHeight / 2 };
}

/** An angle brought into [0, 360). */
export function normalizeAngle(angle: number): number {
  if (!Number.isFinite(angle)) return 0;
  return ((angle % 360) + 360) % 360;
}
