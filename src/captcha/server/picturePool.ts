import { CaptchaBusyError } from './errors.js';
import type { CaptchaKind } from './images/answer.js';
import type { ChallengeMaker, MadeChallenge } from './images/index.js';

/**
 * What making pictures may cost the server: a share of one core, spent first on pictures made ahead in idle
 * time, then on creates waiting their turn, one network after another. Beyond it, creates are refused at once.
 */
export interface PictureBudgetOptions {
  /** Share of one core spent making pictures, over 0 and at most 8 [0.5: half a core]. */
  cpuShare?: number;
  /** Pictures made ahead of each kind asked for so far, served at once [8]; 0 makes none ahead. */
  poolSize?: number;
  /** Creates waiting for a picture at once, in all [32]; past it (and past their network's 2), 503 at once. */
  maxWaiting?: number;
}

/** How the pool reads time and CPU: both in ms (tests give their own). */
export interface PoolMeter {
  /** Wall time. */
  now(): number;
  /** CPU time this process has spent, user and system. */
  cpuMs(): number;
  /** CPU time this thread (the event loop's) has spent [0: none counted apart]. */
  threadCpuMs?(): number;
  /**
   * Runs `run` after `ms` without keeping the process alive, until `ref` is called on what it returns: then the
   * process waits for it (a create's promise depends on it).
   */
  later(run: () => void, ms: number): { ref(): unknown };
}

const processMeter: PoolMeter = {
  now: () => performance.now(),
  cpuMs: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
  // Node 22.15 and 23.9 on (the engines allow 22.12): before them no thread's CPU is told apart, and a
  // picture is charged the whole process's CPU.
  ...(typeof process.threadCpuUsage === 'function' && {
    threadCpuMs: () => {
      const { user, system } = process.threadCpuUsage();
      return (user + system) / 1000;
    },
  }),
  later: (run, ms) => setTimeout(run, ms).unref(),
};

/** Waiters one network may hold at once. */
const PER_NETWORK_WAITING = 2;
/** The longest a create is let wait for the budget; a longer wait is refused at once. */
const MAX_WAIT_MS = 1000;

const busy = (ms: number, why: string) => new CaptchaBusyError(why, Math.max(1, Math.ceil(ms / 1000)));

/** A picture made for `kind` (pool and line keep each kind's apart), typed as that kind. */
const ofKind = <K extends CaptchaKind>(made: MadeChallenge<CaptchaKind>) => made as unknown as MadeChallenge<K>;

interface Waiter {
  kind: CaptchaKind;
  resolve: (made: MadeChallenge<CaptchaKind>) => void;
  reject: (error: unknown) => void;
}

/** Pictures made within a CPU budget: a pool made ahead, and a fair line for creates when it runs dry. */
export interface PicturePool {
  /**
   * A picture of `kind` for a create from `network` (its widest network key; `undefined` for the host's own
   * calls): from the pool at once, else in turn, one network after another. Rejects with a `CaptchaBusyError` at once when the budget cannot serve it
   * within a second, or the line is full; with the maker's error when making fails.
   */
  take<K extends CaptchaKind>(kind: K, network: string | undefined): Promise<MadeChallenge<K>>;
  /** CPU ms charged to making pictures so far (see `createPicturePool` for how a picture's CPU is told apart). */
  readonly spentCpuMs: number;
}

function checked(options: PictureBudgetOptions) {
  const { cpuShare = 0.5, poolSize = 8, maxWaiting = 32 } = options;
  if (!Number.isFinite(cpuShare) || cpuShare <= 0 || cpuShare > 8) {
    throw new RangeError('pictures.cpuShare must be over 0 and at most 8');
  }
  if (!Number.isInteger(poolSize) || poolSize < 0) throw new RangeError('pictures.poolSize must be a whole number');
  if (!Number.isInteger(maxWaiting) || maxWaiting < 1) {
    throw new RangeError('pictures.maxWaiting must be a positive integer');
  }
  return { cpuShare, poolSize, maxWaiting };
}

/**
 * A picture pool over `maker`. The budget is a bucket of CPU ms that fills at `cpuShare` ms a ms, holding at
 * most one second's worth: a picture is started only while the bucket is above 0, and what it cost is taken out
 * when it is done (pictures are made one at a time). Nothing is made before the first `take`. Throws a RangeError for a bad option.
 */
export function createPicturePool(
  maker: ChallengeMaker,
  options: PictureBudgetOptions = {},
  meter: PoolMeter = processMeter,
): PicturePool {
  const { cpuShare, poolSize, maxWaiting } = checked(options);
  const burstMs = cpuShare * 1000;
  const ready = new Map<CaptchaKind, MadeChallenge<CaptchaKind>[]>();
  // Networks with waiters, in turn order: a Map iterates in insertion order, and a served network goes last.
  const line = new Map<string, Waiter[]>();
  let waiting = 0;
  let credit = burstMs;
  let lastFill = meter.now();
  let making = false;
  // The wake-up scheduled for when the budget has credit again, if any.
  let wake: { ref(): unknown } | null = null;
  let spentCpuMs = 0;
  // The mean CPU of a picture, for telling a create how long it would wait.
  let meanCostMs = 10;

  const refill = () => {
    const time = meter.now();
    credit = Math.min(burstMs, credit + (time - lastFill) * cpuShare);
    lastFill = time;
  };
  /** Ms until the bucket is above 0 again. */
  const untilCredit = () => (credit > 0 ? 0 : -credit / cpuShare + 1);

  // Per kind, what the last pictures cost as measured, for the lowest of them.
  const recent = new Map<CaptchaKind, number[]>();

  /**
   * What a picture cost. Pictures are made one at a time, so the CPU of the other threads (libvips, the libuv
   * pool) while it was made is all its own; the event loop's is not: it also served other requests meanwhile. So
   * the charge is the whole process's CPU, but at most 1.5 times the lowest whole cost of this kind's last 32
   * pictures (a picture made while little else ran), and never less than the other threads' part.
   */
  const charge = (kind: CaptchaKind, total: number, otherThreads: number) => {
    const costs = recent.get(kind) ?? [];
    costs.push(total);
    if (costs.length > 32) costs.shift();
    recent.set(kind, costs);
    return Math.max(otherThreads, Math.min(total, 1.5 * Math.min(...costs)));
  };

  const makeOne = async (kind: CaptchaKind): Promise<MadeChallenge<CaptchaKind>> => {
    const before = meter.cpuMs();
    const threadBefore = meter.threadCpuMs?.() ?? 0;
    try {
      return await maker.make(kind);
    } finally {
      const total = Math.max(0, meter.cpuMs() - before);
      const thread = Math.max(0, (meter.threadCpuMs?.() ?? 0) - threadBefore);
      const cost = charge(kind, total, Math.max(0, total - thread));
      spentCpuMs += cost;
      credit -= cost;
      meanCostMs = meanCostMs * 0.9 + cost * 0.1;
    }
  };

  /** The next waiter, one network after another. */
  const nextWaiter = (): Waiter | undefined => {
    const first = line.entries().next();
    if (first.done) return undefined;
    const [network, waiters] = first.value;
    const waiter = waiters.shift();
    line.delete(network);
    if (waiters.length > 0) line.set(network, waiters);
    waiting -= 1;
    return waiter;
  };

  /** The kind asked for that the pool holds fewest of, when it holds fewer than poolSize. */
  const kindToFill = (): CaptchaKind | undefined => {
    let best: CaptchaKind | undefined;
    for (const kind of ready.keys()) {
      const count = ready.get(kind)?.length ?? 0;
      if (count < poolSize && (best === undefined || count < (ready.get(best)?.length ?? 0))) best = kind;
    }
    return best;
  };

  /** Makes pictures while the budget allows: for waiters first, then for the pool. */
  const pump = async () => {
    if (making) return;
    making = true;
    try {
      for (;;) {
        refill();
        const wait = untilCredit();
        if (wait > 0) {
          if (!wake && (waiting > 0 || kindToFill())) {
            wake = meter.later(() => {
              wake = null;
              void pump();
            }, wait);
          }
          // Filling the pool ahead never keeps the process alive; a create waiting for its picture does, or a
          // script awaiting it would end with its promise unsettled (Node's exit 13).
          if (waiting > 0) wake?.ref();
          return;
        }
        const waiter = nextWaiter();
        if (waiter) {
          await makeOne(waiter.kind).then(waiter.resolve, waiter.reject);
          continue;
        }
        const kind = kindToFill();
        if (!kind) return;
        try {
          const made = await makeOne(kind);
          ready.set(kind, [...(ready.get(kind) ?? []), made]);
        } catch {
          // A maker that fails fills nothing ahead; the next create tries it again and hears its error.
          return;
        }
      }
    } finally {
      making = false;
    }
  };

  /**
   * A full line makes room for a network with fewer waiters than the network holding most: that network's newest
   * waiter is refused (503), so no network keeps others out by queueing first. Whether it made room.
   */
  const makeWaitingRoom = (network: string): boolean => {
    const own = line.get(network)?.length ?? 0;
    let fullest: Waiter[] | undefined;
    for (const waiters of line.values()) if (waiters.length > (fullest?.length ?? 0)) fullest = waiters;
    if (!fullest || fullest.length <= own + 1) return false;
    fullest.pop()?.reject(busy(MAX_WAIT_MS, 'create: too many creates wait for a picture; try again later'));
    waiting -= 1;
    return true;
  };

  return {
    take<K extends CaptchaKind>(kind: K, network: string | undefined): Promise<MadeChallenge<K>> {
      // Only kinds asked for are made ahead: a host serving click alone pays for no rotate picture.
      if (!ready.has(kind)) ready.set(kind, []);
      const pooled = ready.get(kind)?.shift();
      if (pooled) {
        void pump();
        return Promise.resolve(ofKind<K>(pooled));
      }
      refill();
      // A create made by the host's own code (no network) waits in a line of its own, not capped per network.
      const key = network ?? '';
      const waiters = line.get(key) ?? [];
      // Its turn comes after one picture of each network waiting (and its own network's waiters before it).
      const turns = (line.size + 1) * (waiters.length + 1);
      const expectedMs = untilCredit() + (turns * meanCostMs) / cpuShare;
      if (expectedMs > MAX_WAIT_MS) {
        return Promise.reject(busy(expectedMs, 'create: the picture budget is spent; try again later'));
      }
      if (network !== undefined && waiters.length >= PER_NETWORK_WAITING) {
        return Promise.reject(busy(MAX_WAIT_MS, 'create: this network already waits for pictures; try again later'));
      }
      if (waiting >= maxWaiting && !makeWaitingRoom(key)) {
        return Promise.reject(busy(MAX_WAIT_MS, 'create: too many creates wait for a picture; try again later'));
      }
      return new Promise<MadeChallenge<K>>((resolve, reject) => {
        waiters.push({ kind, resolve: (made) => resolve(ofKind<K>(made)), reject });
        line.set(key, waiters);
        waiting += 1;
        void pump();
      });
    },
    get spentCpuMs() {
      return spentCpuMs;
    },
  };
}
