import type { CaptchaPoint, ClickData, ClickDot, RotateData, SlideData } from '../challengeData.js';
import type { CaptchaKind, ChallengeDataByKind } from '../server/images/answer.js';

/** Options of {@link createCaptchaClient}. */
export interface CaptchaClientOptions {
  /** Where the handler's routes live, e.g. '/captcha' or 'https://captcha.example.com/captcha'. */
  endpoint: string;
  /** The fetch to use [globalThis.fetch]: pass one to add headers or credentials, or in tests. */
  fetch?: typeof fetch;
}

/** Options of `load`. */
export interface LoadOptions {
  /** What the pass token will be good for, e.g. 'signup'; the form's handler redeems it for that action only. */
  action?: string;
}

/**
 * The outcome of `verify`: a pass token to send with the form, or why not together with the `data` of a fresh
 * challenge of the same kind (a failed challenge is never tried again).
 */
export type ClientVerifyResult<D> = { ok: true; token: string } | { ok: false; reason: string; data: D };

/** Loads challenges from a captcha handler and sends the answers back; holds the current challenge. */
export interface CaptchaClient {
  /** Fetches a new challenge of `kind`; it becomes the current one. Resolves the widget's `data`. */
  load<K extends CaptchaKind>(kind: K, options?: LoadOptions): Promise<ChallengeDataByKind[K]>;
  /** Sends a click captcha's result for the current challenge. */
  verify(answer: ClickDot[]): Promise<ClientVerifyResult<ClickData>>;
  /** Sends a slide or region captcha's result for the current challenge. */
  verify(answer: CaptchaPoint): Promise<ClientVerifyResult<SlideData>>;
  /** Sends a rotate captcha's result for the current challenge. */
  verify(answer: number): Promise<ClientVerifyResult<RotateData>>;
  /** Sends any widget's result, for code that serves every kind. */
  verify(answer: ClickDot[] | CaptchaPoint | number): Promise<ClientVerifyResult<ChallengeDataByKind[CaptchaKind]>>;
}

/** Thrown when the handler cannot be reached or answers with an error (rate limited, server error, ...). */
export class CaptchaClientError extends Error {
  override name = 'CaptchaClientError';
  constructor(
    message: string,
    /** The HTTP status, 0 when there was no response. */
    readonly status: number,
    /** The handler's error code ('rate-limited', 'internal', ...) when it gave one. */
    readonly code?: string,
    /** Seconds to wait, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

interface Current {
  kind: CaptchaKind;
  action: string;
  id: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A browser helper (no React) for the widgets: `load(kind)` resolves the widget's `data`, `verify(result)`
 * sends what its `onConfirm` received and resolves a pass token, or loads the next challenge on failure.
 */
export function createCaptchaClient(options: CaptchaClientOptions): CaptchaClient {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let current: Current | null = null;
  let sequence = 0;

  const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await send(`${endpoint}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new CaptchaClientError('The captcha service could not be reached', 0);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!isRecord(payload)) throw new CaptchaClientError('The captcha service sent no JSON', response.status);
    if (typeof payload.error === 'string') {
      const retryAfter = Number(response.headers.get('retry-after')) || undefined;
      throw new CaptchaClientError(
        `The captcha service refused: ${payload.error}`,
        response.status,
        payload.error,
        retryAfter,
      );
    }
    return payload;
  };

  const load = async (kind: CaptchaKind, loadOptions: LoadOptions = {}) => {
    const action = loadOptions.action ?? '';
    const mine = ++sequence;
    const payload = await post(encodeURIComponent(kind), action ? { action } : {});
    if (typeof payload.id !== 'string' || !isRecord(payload.data)) {
      throw new CaptchaClientError('The captcha service sent a challenge without id or data', 200);
    }
    // Of two loads at once, the later one's challenge is the current one, whichever answers first.
    if (mine === sequence) current = { kind, action, id: payload.id };
    return payload.data;
  };

  const verify = async (answer: ClickDot[] | CaptchaPoint | number) => {
    const challenge = current;
    if (!challenge) throw new CaptchaClientError('verify: load a challenge first', 0);
    current = null;
    const payload = await post(`${encodeURIComponent(challenge.id)}/verify`, { answer });
    if (payload.ok === true && typeof payload.token === 'string') return { ok: true, token: payload.token };
    const reason = typeof payload.reason === 'string' ? payload.reason : 'unknown';
    return { ok: false, reason, data: await load(challenge.kind, { action: challenge.action }) };
  };

  // One function serves the three typed overloads; the data is the handler's, as the kind asked for it.
  return { load, verify } as CaptchaClient;
}
