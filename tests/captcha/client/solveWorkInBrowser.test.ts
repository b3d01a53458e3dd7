import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASHES_PER_SLICE, solveWorkInBrowser } from '../../../src/captcha/client/solveWorkInBrowser.js';
import { workPrefix, type WorkPuzzle } from '../../../src/captcha/challengeData.js';
import { solveWork } from '../../../src/captcha/server/work.js';

const zeroBits = (text: string) => Math.clz32(createHash('sha256').update(text).digest().readUInt32BE(0));
const solves = (puzzle: WorkPuzzle, nonces: number[]) =>
  nonces.length === puzzle.rounds &&
  nonces.every((nonce, round) => zeroBits(`${workPrefix(puzzle.salt, round)}${nonce}`) >= puzzle.bits);

/** A puzzle of one round whose first solution lies past `slices` slices of the fallback's hashing. */
function slowPuzzle(slices: number): WorkPuzzle {
  for (let seed = 0; ; seed += 1) {
    const puzzle = { salt: seed.toString(16).padStart(32, '0'), bits: 12, rounds: 1 };
    if (solveWork(puzzle)[0]! > slices * HASHES_PER_SLICE) return puzzle;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('solveWorkInBrowser without a worker (jsdom has none)', () => {
  it('solves on the main thread, yielding to the page between slices', async () => {
    expect(typeof Worker).toBe('undefined');
    const puzzle = slowPuzzle(4);
    let turns = 0;
    let solving = true;
    const tick = () => {
      if (!solving) return;
      turns += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const nonces = await solveWorkInBrowser(puzzle);
    solving = false;
    expect(nonces).toEqual(solveWork(puzzle));
    // The page's own timer ran between slices: at least once per slice the search went through.
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it('reports progress from 0 to 1, a step a round', async () => {
    const puzzle = { salt: 'ab'.repeat(16), bits: 3, rounds: 4 };
    const progress: number[] = [];
    expect(solves(puzzle, await solveWorkInBrowser(puzzle, { onProgress: (done) => progress.push(done) }))).toBe(true);
    expect(progress).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('stops when aborted, rejecting with the signal reason', async () => {
    const stop = new AbortController();
    const solving = solveWorkInBrowser(slowPuzzle(8), { signal: stop.signal });
    setTimeout(() => stop.abort(new DOMException('cancelled', 'AbortError')), 0);
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
    await expect(solveWorkInBrowser(slowPuzzle(1), { signal: stop.signal })).rejects.toMatchObject({
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
    const puzzle = { salt: 'cd'.repeat(16), bits: 6, rounds: 3 };
    const progress: number[] = [];
    const nonces = await solve(puzzle, { onProgress: (done) => progress.push(done) });
    expect(nonces).toEqual(solveWork(puzzle));
    expect(progress).toEqual([0, 1 / 3, 2 / 3, 1]);
    const next = { salt: '12'.repeat(16), bits: 6, rounds: 1 };
    expect(await solve(next)).toEqual(solveWork(next));
    expect(made).toHaveLength(1);
    expect(made[0]!.messages).toBe(4);
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
    const puzzle = { salt: 'ef'.repeat(16), bits: 5, rounds: 2 };
    expect(await solve(puzzle)).toEqual(solveWork(puzzle));
    solve = await freshSolver();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(await solve(puzzle)).toEqual(solveWork(puzzle));
  });
});
