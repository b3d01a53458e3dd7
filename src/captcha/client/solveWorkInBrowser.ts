import { searchNonce, workPrefix, type WorkPuzzle } from '../work.js';

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
  round: number;
  nonce: number;
}

/**
 * The worker's whole script: the two pure functions of ../work.ts, from their own source text (they refer to
 * nothing outside themselves, so any bundler's or minifier's output of them still runs alone), and a loop.
 */
function workerSource(): string {
  return `const workPrefix = ${workPrefix.toString()};
const searchNonce = ${searchNonce.toString()};
onmessage = (event) => {
  const { salt, bits, rounds } = event.data;
  for (let round = 0; round < rounds; round += 1) {
    postMessage({ round, nonce: searchNonce(workPrefix(salt, round), bits, 0, Number.MAX_SAFE_INTEGER) });
  }
};`;
}

function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The main-thread fallback: slices of HASHES_PER_SLICE hashes, yielding to the page between them. Appends to
 * `nonces` the rounds not in it yet.
 */
async function solveOnMainThread(puzzle: WorkPuzzle, options: SolveOptions, nonces: number[] = []): Promise<number[]> {
  for (let round = nonces.length; round < puzzle.rounds; round += 1) {
    const prefix = workPrefix(puzzle.salt, round);
    let nonce = -1;
    for (let from = 0; nonce < 0; from += HASHES_PER_SLICE) {
      await yieldToPage();
      options.signal?.throwIfAborted();
      nonce = searchNonce(prefix, puzzle.bits, from, from + HASHES_PER_SLICE);
    }
    nonces.push(nonce);
    options.onProgress?.((round + 1) / puzzle.rounds);
  }
  return nonces;
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

/**
 * Solves a work puzzle without holding up the page: in a Web Worker made from a Blob URL (the page's CSP must
 * allow `worker-src blob:`), or, where workers are missing or refused, on the main thread in short slices that
 * yield to the page between them. Resolves the nonces `verify` needs.
 */
export function solveWorkInBrowser(puzzle: WorkPuzzle, options: SolveOptions = {}): Promise<number[]> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  onProgress?.(0);
  const worker = options.mainThread ? null : startWorker();
  if (!worker) return solveOnMainThread(puzzle, options);
  return new Promise<number[]>((resolve, reject) => {
    const nonces: number[] = [];
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      stop();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<RoundMessage>) => {
      nonces[event.data.round] = event.data.nonce;
      onProgress?.(nonces.length / puzzle.rounds);
      if (nonces.length === puzzle.rounds) {
        stop();
        resolve(nonces);
      }
    };
    // A worker refused after it was made (a CSP checks the script when it loads) reports an error instead of
    // starting: the main thread takes over from the rounds already done.
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      solveOnMainThread(puzzle, options, nonces).then(resolve, reject);
    };
    worker.postMessage(puzzle);
  });
}
