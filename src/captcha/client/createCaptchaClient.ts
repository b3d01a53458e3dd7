import {
  isWorkPuzzle,
  type CaptchaKind,
  type CaptchaPoint,
  type ChallengeDataByKind,
  type ClickData,
  type ClickDot,
  type RotateData,
  type SlideData,
  type WorkPuzzle,
} from '../challengeData.js';
import { solveWorkInBrowser } from './solveWorkInBrowser.js';

/** Options of {@link createCaptchaClient}. */
export interface CaptchaClientOptions {
  /** Where the handler's routes live, e.g. '/captcha' or 'https://captcha.example.com/captcha'. */
  endpoint: string;
  /** The fetch to use [globalThis.fetch]: pass one to add headers or credentials, or in tests. */
  fetch?: typeof fetch;
  /**
   * How to solve the proof of work [in a Web Worker, or on the main thread in slices where workers are missing
   * or refused]. Tests and non-browser hosts may pass their own (e.g. `solveWork` from the server entry).
   */
  solveWork?: (puzzle: WorkPuzzle, options: WorkOptions) => Promise<string>;
}

/** What the client gives a work solver: a signal to stop it, and a place to report progress. */
export interface WorkOptions {
  signal?: AbortSignal;
  /** The share of the work done, 0 to 1. */
  onProgress?: (done: number) => void;
}

/** Options of `verifyAnotherWay`. */
export interface AnotherWayOptions extends WorkOptions {
  /** What the pass token will be good for, as `load`'s `action`. */
  action?: string;
}

/** Options of `load`. */
export interface LoadOptions {
  /** What the pass token will be good for, e.g. 'signup'; the form's handler redeems it for that action only. */
  action?: string;
  /** Aborts the request (a later load replaced it); the load then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The outcome of `verify`: a pass token to send with the form, or why not together with the `data` of a fresh
 * challenge of the same kind (a failed challenge is never tried again).
 */
export type ClientVerifyResult<D> = { ok: true; token: string } | { ok: false; reason: string; data: D };

/** Loads challenges from a captcha handler and sends the answers back; holds the current challenge. */
export interface CaptchaClient {
  /**
   * Fetches a new challenge of `kind`; it becomes the current one. Resolves the widget's `data`. When the service
   * is too busy to make one (503 with `Retry-After` of at most 5 s), waits that long once and asks again.
   */
  load<K extends CaptchaKind>(kind: K, options?: LoadOptions): Promise<ChallengeDataByKind[K]>;
  /** Sends a click captcha's result for the current challenge. */
  verify(answer: ClickDot[]): Promise<ClientVerifyResult<ClickData>>;
  /** Sends a slide or region captcha's result for the current challenge. */
  verify(answer: CaptchaPoint): Promise<ClientVerifyResult<SlideData>>;
  /**
   * Sends a rotate captcha's result for the current challenge: its angle (one picture, as go-captcha-react's
   * `confirm(angle)`), or the angle of each picture in order (`RotateAngles`, two with a `secondThumb`).
   */
  verify(answer: number | readonly number[]): Promise<ClientVerifyResult<RotateData>>;
  /** Sends any widget's result, for code that serves every kind. */
  verify(
    answer: ClickDot[] | CaptchaPoint | number | readonly number[],
  ): Promise<ClientVerifyResult<ChallengeDataByKind[CaptchaKind]>>;
  /**
   * The non-visual way through: fetches a `proof` challenge (work alone, about ten times a picture's), solves
   * it off the main thread, reporting progress, and resolves the pass token. Rejects with the signal's reason
   * when aborted, and with a `CaptchaClientError` when the handler refuses (code `kind-off` when the service has
   * the proof kind off). Independent of the current picture challenge.
   */
  verifyAnotherWay(options?: AnotherWayOptions): Promise<string>;
  /**
   * Whether the handler serves the `proof` kind, as the last challenge loaded said (`false` until one has
   * loaded). Give the widgets `verifyAnotherWay` only when it is true: a "Verify another way" button that the
   * handler would refuse helps no one.
   */
  readonly servesAnotherWay: boolean;
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
    /** Seconds to wait, from Retry-After on a 429 or 503. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

interface Current {
  kind: CaptchaKind;
  action: string;
  id: string;
  /** The challenge's work, solving since it loaded. */
  work: Promise<string>;
  /** Stops the work when the challenge is replaced. */
  stop: AbortController;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The longest Retry-After of a busy service (503) that a create waits out, once, before it fails [s]. */
const BUSY_WAIT_LIMIT_S = 5;

/** Resolves after `seconds`, or rejects with the signal's reason when it aborts first. */
function pause(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, seconds * 1000);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * A browser helper (no React) for the widgets: `load(kind)` resolves the widget's `data` and starts solving the
 * challenge's proof of work in a Web Worker while the person solves the picture; `verify(result)` sends what
 * its `onConfirm` received with the work, and resolves a pass token, or loads the next challenge on failure;
 * `verifyAnotherWay()` is the path without a picture.
 */
export function createCaptchaClient(options: CaptchaClientOptions): CaptchaClient {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const solve = options.solveWork ?? solveWorkInBrowser;
  let current: Current | null = null;
  let sequence = 0;
  let servesAnotherWay = false;

  const post = async (path: string, body: unknown, signal?: AbortSignal): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await send(`${endpoint}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
    } catch {
      if (signal?.aborted) throw signal.reason;
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

  /**
   * Asks for a new challenge. A service too busy to make one now (503 `busy`: its picture budget is spent, as at
   * the start of a flood) says when to come back; a wait of up to BUSY_WAIT_LIMIT_S is waited out once, so a
   * person sees the loading state a little longer instead of an error.
   */
  const create = async (path: string, body: unknown, signal?: AbortSignal) => {
    try {
      return await post(path, body, signal);
    } catch (error) {
      const busy = error instanceof CaptchaClientError && error.status === 503 && error.code === 'busy';
      if (!busy || !error.retryAfter || error.retryAfter > BUSY_WAIT_LIMIT_S) throw error;
      await pause(error.retryAfter, signal);
      return post(path, body, signal);
    }
  };

  const load = async (kind: CaptchaKind, loadOptions: LoadOptions = {}) => {
    const action = loadOptions.action ?? '';
    const mine = ++sequence;
    const payload = await create(encodeURIComponent(kind), action ? { action } : {}, loadOptions.signal);
    if (typeof payload.id !== 'string' || !isRecord(payload.data) || !isWorkPuzzle(payload.work)) {
      throw new CaptchaClientError('The captcha service sent a challenge without id, data or work', 200);
    }
    servesAnotherWay = payload.anotherWay === true;
    // Of two loads at once, the later one's challenge is the current one, whichever answers first.
    if (mine === sequence) {
      current?.stop.abort();
      const stop = new AbortController();
      const work = solve(payload.work, { signal: stop.signal });
      // A challenge replaced before its answer drops its work: that rejection is expected, not unhandled.
      work.catch(() => undefined);
      current = { kind, action, id: payload.id, work, stop };
    }
    return payload.data;
  };

  const verify = async (answer: ClickDot[] | CaptchaPoint | number) => {
    const challenge = current;
    if (!challenge) throw new CaptchaClientError('verify: load a challenge first', 0);
    current = null;
    // Usually done long before: the work started when the challenge loaded.
    const work = await challenge.work;
    // One rotate angle goes as the list of one the server reads.
    const sent = typeof answer === 'number' ? [answer] : answer;
    const payload = await post(`${encodeURIComponent(challenge.id)}/verify`, { answer: sent, work });
    if (payload.ok === true && typeof payload.token === 'string') return { ok: true, token: payload.token };
    const reason = typeof payload.reason === 'string' ? payload.reason : 'unknown';
    return { ok: false, reason, data: await load(challenge.kind, { action: challenge.action }) };
  };

  const verifyAnotherWay = async (anotherWay: AnotherWayOptions = {}) => {
    const { action = '', signal } = anotherWay;
    signal?.throwIfAborted();
    const payload = await create('proof', action ? { action } : {}, signal);
    if (typeof payload.id !== 'string' || !isWorkPuzzle(payload.work)) {
      throw new CaptchaClientError('The captcha service sent a challenge without id or work', 200);
    }
    const work = await solve(payload.work, { signal, onProgress: anotherWay.onProgress });
    const result = await post(`${encodeURIComponent(payload.id)}/verify`, { work }, signal);
    if (result.ok === true && typeof result.token === 'string') return result.token;
    const reason = typeof result.reason === 'string' ? result.reason : 'unknown';
    throw new CaptchaClientError(`The captcha service refused: ${reason}`, 422, reason);
  };

  // One function serves the three typed overloads; the data is the handler's, as the kind asked for it.
  return {
    load,
    verify,
    verifyAnotherWay,
    get servesAnotherWay() {
      return servesAnotherWay;
    },
  } as CaptchaClient;
}
