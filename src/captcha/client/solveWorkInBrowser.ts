import type { WorkPuzzle } from '../challengeData.js';
import { squareChain } from './squareChain.js';

/** Options of {@link solveWorkInBrowser}. */
export interface SolveOptions {
  /** Stops the work: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with the share of the squarings done, 0 to 1: 0 at the start, then after each slice. */
  onProgress?: (done: number) => void;
  /** For tests: never start a worker, solve on the main thread. */
  mainThread?: boolean;
}

/**
 * Squarings between two yields of the main-thread fallback, and between two progress reports there: about 3 ms
 * with a 2048-bit modulus on a laptop, about 12 ms on a phone (4x slower), so the page stays responsive.
 */
export const SQUARINGS_PER_SLICE = 1500;

/**
 * Squarings between two progress reports of the worker, which yields only then (to let a stop message in): about
 * 20 ms on a laptop, 80 ms on a phone. Larger than the main thread's slices because each yield costs the renderer
 * CPU that a bot does not pay: in Chromium 156, slices of 1,500 cost a picture's work 20 to 25% more CPU than one
 * slice, slices of 10,000 no measurable extra (docs/captcha/server.mdx, "What a pass costs").
 */
export const WORKER_SQUARINGS_PER_SLICE = 10_000;

/** What the worker posts: progress (`value` the chain so far) after each slice, then `done` with the answer. */
interface WorkerMessage {
  job: number;
  done: boolean;
  squared: number;
  value: string;
}

/**
 * The worker's whole script: `squareChain` from its own source text (it refers to nothing outside itself, so
 * any bundler's or minifier's output of it still runs alone), and a handler that squares one puzzle a message,
 * posting after each slice; a `stop` message drops a job between slices.
 */
function workerSource(): string {
  return `const squareChain = ${squareChain.toString()};
const stopped = new Set();
onmessage = async (event) => {
  const { job, stop, modulus, base, squarings, slice } = event.data;
  if (stop) return void stopped.add(job);
  let value = base;
  for (let squared = 0; squared < squarings; ) {
    const steps = Math.min(slice, squarings - squared);
    value = squareChain(value, modulus, steps);
    squared += steps;
    postMessage({ job, done: squared === squarings, squared, value });
    // Lets a stop message in between slices.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (stopped.delete(job)) return;
  }
};`;
}

function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The whole chain on the main thread: slices of SQUARINGS_PER_SLICE, yielding to the page between them. */
async function solveOnMainThread(puzzle: WorkPuzzle, options: SolveOptions): Promise<string> {
  let value = puzzle.base;
  for (let squared = 0; squared < puzzle.squarings;) {
    await yieldToPage();
    options.signal?.throwIfAborted();
    const steps = Math.min(SQUARINGS_PER_SLICE, puzzle.squarings - squared);
    value = squareChain(value, puzzle.modulus, steps);
    squared += steps;
    options.onProgress?.(squared / puzzle.squarings);
  }
  return value;
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

interface Job {
  progress: (squared: number) => void;
  resolve: (value: string | null) => void;
}

interface Pool {
  worker: Worker;
  /** Puzzles sent and not finished; each resolves `null` if the worker fails. */
  jobs: Map<number, Job>;
}

/**
 * The page's one worker, started on first need and kept: its compiled code stays warm from one challenge to
 * the next. `null` once workers are known to be missing or refused.
 */
let pool: Pool | null | undefined;
let nextJob = 0;

function sharedPool(): Pool | null {
  if (pool !== undefined) return pool;
  const worker = startWorker();
  if (!worker) return (pool = null);
  const jobs: Pool['jobs'] = new Map();
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const { job, done, squared, value } = event.data;
    const waiting = jobs.get(job);
    if (!waiting) return;
    waiting.progress(squared);
    if (done) {
      jobs.delete(job);
      waiting.resolve(value);
    }
  };
  // A worker refused after it was made (a CSP checks the script when it loads) reports an error instead of
  // answering: every puzzle waiting on it goes to the main thread, and so do later ones.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    pool = null;
    for (const job of jobs.values()) job.resolve(null);
    jobs.clear();
  };
  return (pool = { worker, jobs });
}

/** The puzzle in the worker: its answer, `null` when the worker failed; rejects with the signal's reason. */
function solveInWorker(shared: Pool, puzzle: WorkPuzzle, options: SolveOptions): Promise<string | null> {
  const job = (nextJob += 1);
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    const abort = () => {
      shared.jobs.delete(job);
      shared.worker.postMessage({ job, stop: true });
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    shared.jobs.set(job, {
      progress: (squared) => onProgress?.(squared / puzzle.squarings),
      resolve: (value) => {
        signal?.removeEventListener('abort', abort);
        resolve(value);
      },
    });
    const { modulus, base, squarings } = puzzle;
    shared.worker.postMessage({ job, modulus, base, squarings, slice: WORKER_SQUARINGS_PER_SLICE });
  });
}

/**
 * Solves a work puzzle without holding up the page: in the page's Web Worker, made once from a Blob URL (the
 * page's CSP must allow `worker-src blob:`), or, where workers are missing or refused, on the main thread in
 * short slices that yield to the page between them. Reports progress after each slice and resolves the answer
 * `verify` needs. When aborted it rejects at once with the signal's reason, and the worker drops the puzzle.
 */
export async function solveWorkInBrowser(puzzle: WorkPuzzle, options: SolveOptions = {}): Promise<string> {
  options.signal?.throwIfAborted();
  options.onProgress?.(0);
  const shared = options.mainThread ? null : sharedPool();
  const answer = shared ? await solveInWorker(shared, puzzle, options) : null;
  return answer ?? solveOnMainThread(puzzle, options);
}
