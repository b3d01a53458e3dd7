import type { CaptchaPoint, ClickDot } from '../challengeData.js';
import type { CaptchaKind, ChallengeResultByKind } from './images/answer.js';

/** Largest coordinate accepted, in image px: well past any image the maker draws (1000 px at most). */
const MAX_COORDINATE = 4096;
/** Most dots a click answer may hold: more than any challenge asks for. */
const MAX_DOTS = 16;

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_COORDINATE;
}

function hasOnlyKeys(value: object, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsePoint(value: unknown): CaptchaPoint | null {
  if (!isPlainObject(value) || !hasOnlyKeys(value, ['x', 'y'])) return null;
  const { x, y } = value;
  return isCoordinate(x) && isCoordinate(y) ? { x, y } : null;
}

function parseDots(value: unknown): ClickDot[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_DOTS) return null;
  const dots: ClickDot[] = [];
  for (const [i, item] of value.entries()) {
    if (!isPlainObject(item) || !hasOnlyKeys(item, ['x', 'y', 'index'])) return null;
    const { x, y, index } = item;
    if (!isCoordinate(x) || !isCoordinate(y) || index !== i + 1) return null;
    dots.push({ x, y, index });
  }
  return dots;
}

/** Most angles a rotate answer may hold: more than any challenge asks for. */
const MAX_ANGLES = 4;

function isAngle(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 360;
}

function parseAngles(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_ANGLES) return null;
  return value.every(isAngle) ? value.slice() : null;
}

/**
 * The result a widget of `kind` confirms, checked strictly and copied, or `null` when it is malformed: the
 * wrong shape for the kind, extra fields, a number that is not finite, negative or out of range, a string where
 * a number goes, more than 16 click dots, or dots out of order, a rotate answer that is not 1 to 4 angles.
 */
export function parseAnswer<K extends CaptchaKind>(kind: K, value: unknown): ChallengeResultByKind[K] | null;
export function parseAnswer(kind: CaptchaKind, value: unknown): ChallengeResultByKind[CaptchaKind] | null {
  switch (kind) {
    case 'click':
      return parseDots(value);
    case 'slide':
    case 'region':
      return parsePoint(value);
    case 'rotate':
      return parseAngles(value);
  }
}
