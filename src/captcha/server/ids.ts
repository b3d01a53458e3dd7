import { randomBytes } from 'node:crypto';
import type { CaptchaKind } from './images/answer.js';

/** The four kinds of challenge, one per widget. */
export const captchaKinds: readonly CaptchaKind[] = ['click', 'slide', 'region', 'rotate'];

/** What `create` makes: a puzzle of one of the four kinds, or `proof` (work alone, the non-visual way through). */
export type ChallengeKind = CaptchaKind | 'proof';

const ID = /^(click|slide|region|rotate|proof)-([A-Za-z0-9_-]{24})$/;
const ACTION = /^[A-Za-z0-9_.:/-]{0,64}$/;

/** Whether `value` is one of the four kinds. */
export function isCaptchaKind(value: unknown): value is CaptchaKind {
  return typeof value === 'string' && (captchaKinds as readonly string[]).includes(value);
}

/** Whether `value` is one of the four kinds or `proof`. */
export function isChallengeKind(value: unknown): value is ChallengeKind {
  return value === 'proof' || isCaptchaKind(value);
}

/** A new challenge id: its kind, then 144 random bits from node:crypto (`slide-` and 24 base64url characters). */
export function newChallengeId(kind: ChallengeKind): string {
  return `${kind}-${randomBytes(18).toString('base64url')}`;
}

/** The kind named in a well-formed challenge id, or `null` for anything else. */
export function kindOfId(id: unknown): ChallengeKind | null {
  if (typeof id !== 'string') return null;
  const match = ID.exec(id);
  return match ? (match[1] as ChallengeKind) : null;
}

/** Whether `action` may name what a pass token is for: up to 64 of A-Z a-z 0-9 _ . : / - (empty: no action). */
export function isAction(action: unknown): action is string {
  return typeof action === 'string' && ACTION.test(action);
}
