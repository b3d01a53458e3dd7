import { workPrefix, type WorkPuzzle } from '../challengeData.js';
import { searchNonce } from './searchNonce.js';

/** Options of {@link solveWorkInBrowser}. */
export interface SolveOptions {
  /** Stops the work: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the share of rounds done, 0 to 1: 0 at the start, then after each round. */
  onProgress?: (done: number) => void;
  /** For tests: never start a worker, solve on the main thread. */
  mainThread?: boolean;
}

/** Hashes between two yields of the main-thread fallback: about 7 ms on a phone (4x slowdown), 2 ms on a laptop. */
export const HASHES_PER_SLICE = 2048;

interface RoundMessage {
  job: number;
  nonce: number;
}

/**
 * The worker's whole script: `workPrefix` and `searchNonce`, from their own source text (they refer to
 * nothing outside themselves, so any bundler's or minifier's output of them still runs alone), and a handler
 * that solves one round a message.
 */
function workerSource(): string {
  return `const workPrefix = ${workPrefix.toString()};
const searchNonce = ${searchNonce.toString()};
onmessage = (event) => {
  const { job, salt, bits, round } = event.data;
  postMessage({ job, nonce: searchNonce(workPrefix(salt, round), bits, 0, Number.MAX_SAFE_INTEGER) });
};`;
}

function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** One round on the main thread: slices of HASHES_PER_SLICE hashes, yielding to the page between them. */
async function roundOnMainThread(puzzle: WorkPuzzle, round: number, signal?: AbortSignal): Promise<number> {
  const prefix = workPrefix(puzzle.salt, round);
  for (let from = 0; ; from += HASHES_PER_SLICE) {
    await yieldToPage();
    signal?.throwIfAborted();
    const nonce = searchNonce(prefix, puzzle.bits, from, from + HASHES_PER_SLICE);
    if (nonce >= 0) return nonce;
  }
}

/** Starts a worker from a Blob URL, or `null` where there is none or it may not start (a CSP without blob:). */
function startWorker(): Worker | null {
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || typeof URL.createObjectURL !== 'function') {
    return null;
  }
  const url = URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }));
  try {
    return new Worker(url);
  } catch {
    return null;
  } finally {
    // The worker has fetched its script by the time it runs; the URL is not needed after the constructor.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

interface Pool {
  worker: Worker;
  /** Rounds sent and not answered: their resolve, and their reject for a worker that fails. */
  jobs: Map<number, { resolve: (nonce: number) => void; reject: () => void }>;
}

/**
 * The page's one worker, started on first need and kept: its compiled SHA-256 stays warm from one challenge to
 * the next (a new worker for each would start cold). `null` once workers are known to be missing or refused.
 */
let pool: Pool | null | undefined;
let nextJob = 0;

function sharedPool(): Pool | null {
  if (pool !== undefined) return pool;
  const worker = startWorker();
  if (!worker) return (pool = null);
  const jobs: Pool['jobs'] = new Map();
  worker.onmessage = (event: MessageEvent<RoundMessage>) => {
    jobs.get(event.data.job)?.resolve(event.data.nonce);
    jobs.delete(event.data.job);
  };
  // A worker refused after it was made (a CSP checks the script when it loads) reports an error instead of
  // answering: every round waiting on it goes to the main thread, and so do later ones.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    pool = null;
    for (const job of jobs.values()) job.reject();
    jobs.clear();
  };
  return (pool = { worker, jobs });
}

/** One round in the worker: its nonce, or `null` when the worker failed. A round is never stopped midway. */
function roundInWorker(shared: Pool, puzzle: WorkPuzzle, round: number): Promise<number | null> {
  const job = (nextJob += 1);
  return new Promise((resolve) => {
    shared.jobs.set(job, { resolve, reject: () => resolve(null) });
    shared.worker.postMessage({ job, salt: puzzle.salt, bits: puzzle.bits, round });
  });
}

/** `promise`, or the signal's reason as soon as it aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Solves a work puzzle without holding up the page: round by round in the page's Web Worker, made once from a
 * Blob URL (the page's CSP must allow `worker-src blob:`), or, where workers are missing or refused, on the main
 * thread in short slices that yield to the page between them. Resolves the nonces `verify` needs. When aborted
 * it rejects at once; a round already in the worker finishes there and is dropped.
 */
export async function solveWorkInBrowser(puzzle: WorkPuzzle, options: SolveOptions = {}): Promise<number[]> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  onProgress?.(0);
  const nonces: number[] = [];
  for (let round = 0; round < puzzle.rounds; round += 1) {
    const shared = options.mainThread ? null : sharedPool();
    let nonce = shared ? await unlessAborted(roundInWorker(shared, puzzle, round), signal) : null;
    nonce ??= await roundOnMainThread(puzzle, round, signal);
    nonces.push(nonce);
    onProgress?.((round + 1) / puzzle.rounds);
  }
  return nonces;
}
