import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SQUARINGS_PER_SLICE,
  WORKER_SQUARINGS_PER_SLICE,
  solveWorkInBrowser,
} from '../../../src/captcha/client/solveWorkInBrowser.js';
import type { WorkPuzzle } from '../../../src/captcha/challengeData.js';
import { solveWork } from '../../../src/captcha/server/work.js';

/** 2^521 - 1 in hex: any odd modulus serves the client, which never needs its factors. */
const modulus = ((1n << 521n) - 1n).toString(16);

/** A puzzle of `slices` slices of the main-thread solver's squarings. */
const puzzleOf = (slices: number, base = '3'): WorkPuzzle => ({
  modulus,
  base,
  squarings: slices * SQUARINGS_PER_SLICE,
});

/** A puzzle of `slices` slices of the worker's squarings. */
const workerPuzzleOf = (slices: number, base = '3'): WorkPuzzle => ({
  ...puzzleOf(0, base),
  squarings: slices * WORKER_SQUARINGS_PER_SLICE,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('solveWorkInBrowser without a worker (jsdom has none)', () => {
  it('solves on the main thread, yielding to the page between slices', async () => {
    expect(typeof Worker).toBe('undefined');
    const puzzle = puzzleOf(4);
    let turns = 0;
    let solving = true;
    const tick = () => {
      if (!solving) return;
      turns += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const answer = await solveWorkInBrowser(puzzle);
    solving = false;
    expect(answer).toBe(solveWork(puzzle));
    // The page's own timer ran between slices: at least once per slice the chain went through.
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it('reports progress from 0 to 1, a step a slice, the last slice the rest', async () => {
    const puzzle = { ...puzzleOf(3), squarings: 3 * SQUARINGS_PER_SLICE + 10 };
    const progress: number[] = [];
    expect(await solveWorkInBrowser(puzzle, { onProgress: (done) => progress.push(done) })).toBe(solveWork(puzzle));
    const step = SQUARINGS_PER_SLICE / puzzle.squarings;
    expect(progress).toEqual([0, step, 2 * step, 3 * step, 1]);
  });

  it('stops when aborted, rejecting with the signal reason', async () => {
    const stop = new AbortController();
    const solving = solveWorkInBrowser(puzzleOf(8), { signal: stop.signal });
    setTimeout(() => stop.abort(new DOMException('cancelled', 'AbortError')), 0);
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
    await expect(solveWorkInBrowser(puzzleOf(1), { signal: stop.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

/**
 * A Worker that runs the Blob's script as a worker would, alone: the script sees only `postMessage`, so a
 * function in it that needs anything from its module fails here.
 */
class ScriptWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  terminated = false;
  messages = 0;
  private readonly script: Promise<string>;
  constructor(url: string) {
    // jsdom's Blob has no text(): its FileReader reads it.
    this.script = new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs.get(url)!);
    });
  }
  postMessage(data: unknown) {
    this.messages += 1;
    void this.script.then((source) => {
      const post = (message: unknown) => {
        if (!this.terminated) this.onmessage?.({ data: message });
      };
      const handler = new Function('postMessage', `let onmessage; ${source}; return onmessage;`)(post) as (event: {
        data: unknown;
      }) => void;
      handler({ data });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const blobs = new Map<string, Blob>();

function stubBlobUrls() {
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
}

/** The module afresh, without the worker an earlier test left it (it keeps one for the page). */
async function freshSolver() {
  vi.resetModules();
  return (await import('../../../src/captcha/client/solveWorkInBrowser.js')).solveWorkInBrowser;
}

describe('solveWorkInBrowser with a worker', () => {
  it('solves in one worker, made from a Blob of a self-contained script and kept warm for the page', async () => {
    const solve = await freshSolver();
    stubBlobUrls();
    const made: ScriptWorker[] = [];
    vi.stubGlobal(
      'Worker',
      class extends ScriptWorker {
        constructor(url: string) {
          super(url);
          made.push(this);
        }
      },
    );
    const puzzle = workerPuzzleOf(3);
    const progress: number[] = [];
    const answer = await solve(puzzle, { onProgress: (done) => progress.push(done) });
    expect(answer).toBe(solveWork(puzzle));
    // The worker reports after each slice.
    expect(progress).toEqual([0, 1 / 3, 2 / 3, 1]);
    const next = workerPuzzleOf(1, 'abc');
    expect(await solve(next)).toBe(solveWork(next));
    expect(made).toHaveLength(1);
    expect(made[0]!.messages).toBe(2);
  });

  it('drops a puzzle in the worker when aborted: rejects at once, tells the worker to stop', async () => {
    const solve = await freshSolver();
    stubBlobUrls();
    const made: ScriptWorker[] = [];
    vi.stubGlobal(
      'Worker',
      class extends ScriptWorker {
        constructor(url: string) {
          super(url);
          made.push(this);
        }
      },
    );
    const stop = new AbortController();
    const progress: number[] = [];
    const solving = solve(workerPuzzleOf(50), {
      signal: stop.signal,
      onProgress: (done) => {
        progress.push(done);
        if (done > 0) stop.abort(new DOMException('cancelled', 'AbortError'));
      },
    });
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
    // The puzzle, then the stop.
    expect(made[0]!.messages).toBe(2);
    expect(progress).toEqual([0, 1 / 50]);
    // The worker still serves the next puzzle.
    expect(await solve(workerPuzzleOf(1))).toBe(solveWork(workerPuzzleOf(1)));
  });

  it('falls back to the main thread when the worker is refused (a CSP without blob:)', async () => {
    let solve = await freshSolver();
    stubBlobUrls();
    vi.stubGlobal(
      'Worker',
      class {
        onerror: ((event: { preventDefault: () => void }) => void) | null = null;
        postMessage() {
          setTimeout(() => this.onerror?.({ preventDefault: () => undefined }), 0);
        }
        terminate() {}
      },
    );
    const puzzle = puzzleOf(2, 'ef');
    expect(await solve(puzzle)).toBe(solveWork(puzzle));
    solve = await freshSolver();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(await solve(puzzle)).toBe(solveWork(puzzle));
  });
});
