import { CaptchaConfigError } from './errors.js';
import type { Tally } from './store.js';

/**
 * How a challenge's work climbs with what the service has seen, each a number over the defaults. The work of a
 * new challenge is the base times
 * `(1 + client / clientStep + network / networkStep) * max(1, creates per second / loadLevel)`, at most
 * `maxMultiplier`, where `client` and `network` are what the client key (IPv4 address, IPv6 /64) and its
 * busiest wider network (IPv4 /24, IPv6 /48) did in the last `windowMs`: each challenge handed out and each
 * token issued counts 1, each wrong answer `failureWeight`. A client's first challenge costs the base.
 */
export interface ClimbOptions {
  /** The sliding window the counts cover, in ms [600,000: ten minutes]. */
  windowMs?: number;
  /** Counts of one client key that add one base work [2: each token fetched and passed adds one]. */
  clientStep?: number;
  /** Counts of one wider network that add one base work [6: the 50th token of a /48 costs about 17 times the first]. */
  networkStep?: number;
  /** What a wrong answer counts, against 1 for a challenge or a token [3]. */
  failureWeight?: number;
  /** Challenges created per second, by every client together, above which every work grows in proportion [50]. */
  loadLevel?: number;
  /** The most a work may grow, times the base [64]. */
  maxMultiplier?: number;
}

/** The climb's settings, every default filled in. */
export type ClimbSettings = Required<ClimbOptions>;

/** The defaults of {@link ClimbOptions}. */
export const DEFAULT_CLIMB: ClimbSettings = {
  windowMs: 600_000,
  clientStep: 2,
  networkStep: 6,
  failureWeight: 3,
  loadLevel: 50,
  maxMultiplier: 64,
};

/** The window the service's load is counted over, in ms: creates per second are its count over 10. */
const LOAD_WINDOW_MS = 10_000;

/** Who asks, as the handler tells the service: the client key, and the wider networks it belongs to. */
export interface Requester {
  /** The client key (a hashed IPv4 address or IPv6 /64, or the host's own key). */
  key: string;
  /** The wider networks' keys (IPv4 /24, IPv6 /48, ...), hashed too. */
  networks?: readonly string[];
}

/** The climb's settings from the host's options; throws a `CaptchaConfigError` for any that is not positive. */
export function climbSettings(given: ClimbOptions | undefined): ClimbSettings {
  const settings = { ...DEFAULT_CLIMB, ...given };
  for (const [name, value] of Object.entries(settings)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new CaptchaConfigError(`createCaptchaService: climb.${name} must be a positive number`);
    }
  }
  if (settings.maxMultiplier < 1) {
    throw new CaptchaConfigError('createCaptchaService: climb.maxMultiplier must be at least 1');
  }
  return settings;
}

/** The work's multiplier from the counts seen before this challenge. */
export function multiplierOf(
  settings: ClimbSettings,
  seen: { client: number; network: number; perSecond: number },
): number {
  const own = 1 + seen.client / settings.clientStep + seen.network / settings.networkStep;
  const load = Math.max(1, seen.perSecond / settings.loadLevel);
  return Math.min(settings.maxMultiplier, own * load);
}

/** The climb over a store's counts. */
export interface Climb {
  /** Counts a new challenge for `client` and the service, and resolves its work's multiplier (counts before it). */
  challenge(client: Requester | undefined): Promise<number>;
  /** Counts a token issued (`passed`) or a wrong answer for the client a challenge was made for. */
  answered(client: Requester | undefined, passed: boolean): Promise<void>;
}

const keysOf = (client: Requester | undefined): string[] =>
  client ? [`seen:${client.key}`, ...(client.networks ?? []).map((network) => `seen:${network}`)] : [];

/** The climb, counting in `tally` (the store's, so instances agree, or this process's). */
export function createClimb(tally: Tally, settings: ClimbSettings): Climb {
  const add = (key: string, amount: number) => tally.tally(key, amount, settings.windowMs);
  return {
    async challenge(client) {
      const [load = 1, own = 1, ...networks] = await Promise.all([
        tally.tally('load', 1, LOAD_WINDOW_MS),
        ...keysOf(client).map((key) => add(key, 1)),
      ]);
      return multiplierOf(settings, {
        client: client ? own - 1 : 0,
        network: Math.max(0, ...networks.map((count) => count - 1)),
        perSecond: (load - 1) / (LOAD_WINDOW_MS / 1000),
      });
    },
    async answered(client, passed) {
      await Promise.all(keysOf(client).map((key) => add(key, passed ? 1 : settings.failureWeight)));
    },
  };
}
