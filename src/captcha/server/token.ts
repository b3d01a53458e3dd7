import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import { isAction, kindOfId } from './ids.js';

/** What a well-formed pass token says. */
export interface TokenClaims {
  challengeId: string;
  action: string;
  /** Expiry, in ms since the epoch. */
  expiresAt: number;
}

const VERSION = 'v1';
const TOKEN = /^v1\.([a-z]+-[A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{0,88})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: KeyObject, claims: TokenClaims): Buffer {
  // Fields are joined with a byte none of them may hold, under a label, so no two claims sign alike.
  const message = ['confab-captcha-token', VERSION, claims.challengeId, claims.action, String(claims.expiresAt)];
  return createHmac('sha256', secret).update(message.join('\n')).digest();
}

/** A pass token: `v1.<challenge id>.<action, base64url>.<expiry, base 36>.<HMAC-SHA256, base64url>`. */
export function signToken(secret: KeyObject, claims: TokenClaims): string {
  const action = Buffer.from(claims.action, 'utf8').toString('base64url');
  const mac = signature(secret, claims).toString('base64url');
  return `${VERSION}.${claims.challengeId}.${action}.${claims.expiresAt.toString(36)}.${mac}`;
}

/** Why a token is refused before the store is asked. */
export type TokenProblem = 'malformed' | 'bad-signature';

/** The token's claims when it is well formed and signed with `secret`, else the problem. */
export function readToken(secret: KeyObject, token: unknown): TokenClaims | TokenProblem {
  if (typeof token !== 'string' || token.length > 256) return 'malformed';
  const match = TOKEN.exec(token);
  if (!match) return 'malformed';
  const [, challengeId = '', action64 = '', expiry = '', mac64 = ''] = match;
  const action = Buffer.from(action64, 'base64url').toString('utf8');
  const expiresAt = parseInt(expiry, 36);
  const mac = Buffer.from(mac64, 'base64url');
  // Only canonical encodings: a second spelling of the same bytes would be a second token.
  if (
    kindOfId(challengeId) === null ||
    !isAction(action) ||
    Buffer.from(action, 'utf8').toString('base64url') !== action64 ||
    expiresAt.toString(36) !== expiry ||
    mac.length !== 32 ||
    mac.toString('base64url') !== mac64
  ) {
    return 'malformed';
  }
  const claims = { challengeId, action, expiresAt };
  return timingSafeEqual(mac, signature(secret, claims)) ? claims : 'bad-signature';
}

const HEX = /^[0-9a-f]+$|^[0-9A-F]+$/;

/**
 * What makes `bytes` unfit to sign tokens with, or `null`: fewer than 32 bytes, or too little variety (fewer
 * than 16 different byte values, which catches a repeated byte, whitespace and short patterns). A secret
 * written in hex has only 16 digits to draw from, so it needs 10 of them: a random one of 32 or more
 * characters has fewer about once in 20,000 draws, where 16 would refuse a quarter of `openssl rand -hex 32`.
 */
export function secretProblem(bytes: Uint8Array): string | null {
  if (bytes.length < 32) return `must be at least 32 bytes, got ${bytes.length}`;
  const distinct = new Set(bytes).size;
  const needed = HEX.test(Buffer.from(bytes).toString('latin1')) ? 10 : 16;
  return distinct < needed
    ? `has only ${distinct} different byte values (${needed} or more needed): a repeated character, whitespace or a short pattern is guessable`
    : null;
}
