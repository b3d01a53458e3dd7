/** Pure key -> value logic of the captchas' keyboard paths. */
import { clamp, type Point } from './geometry.js';

export interface SliderKeyOptions {
  value: number;
  min: number;
  max: number;
  /** Arrow key step [1]. */
  step?: number;
  /** Page Up / Page Down and Shift+arrow step [10]. */
  bigStep?: number;
  shiftKey?: boolean;
  /** The slider grows from right to left (mirrored in a right-to-left page): Left and Right trade places. */
  rtl?: boolean;
}

const mirroredKeys: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * The new value of a slider for a key (ARIA APG slider): Right/Up +step, Left/Down -step (Shift: bigStep),
 * PageUp/PageDown +-bigStep, Home min, End max; with `rtl`, Left +step and Right -step (each arrow moves the
 * handle its way on screen). Returns null for any other key.
 */
export function sliderValueForKey(key: string, options: SliderKeyOptions): number | null {
  const { value, min, max, step = 1, bigStep = 10, shiftKey = false, rtl = false } = options;
  const arrow = shiftKey ? bigStep : step;
  let next: number;
  switch ((rtl && mirroredKeys[key]) || key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = value + arrow;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = value - arrow;
      break;
    case 'PageUp':
      next = value + bigStep;
      break;
    case 'PageDown':
      next = value - bigStep;
      break;
    case 'Home':
      next = min;
      break;
    case 'End':
      next = max;
      break;
    default:
      return null;
  }
  return clamp(next, min, max);
}

export interface MoveKeyOptions {
  /** Bounds of the point: x in [0, maxX], y in [0, maxY]. */
  maxX: number;
  maxY: number;
  /** Arrow step [5]. */
  step?: number;
  /** Shift+arrow step [20]. */
  bigStep?: number;
  shiftKey?: boolean;
}

/** A point moved by an arrow key inside bounds; null for any other key. */
export function movePointForKey(key: string, point: Point, options: MoveKeyOptions): Point | null {
  const { maxX, maxY, step = 5, bigStep = 20, shiftKey = false } = options;
  const d = shiftKey ? bigStep : step;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-d, 0],
    ArrowRight: [d, 0],
    ArrowUp: [0, -d],
    ArrowDown: [0, d],
  };
  const move = delta[key];
  if (!move) return null;
  return { x: clamp(point.x + move[0], 0, maxX), y: clamp(point.y + move[1], 0, maxY) };
}
