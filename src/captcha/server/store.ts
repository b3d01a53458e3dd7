/**
 * Where the service keeps its challenges: a small key-value store with expiry and two atomic writes. Every
 * state change of a challenge (an attempt counted, a challenge passed, a pass token redeemed) is one
 * compare-and-set, so two server instances acting on the same challenge at once cannot both succeed: single use
 * is enforced here, never by a signature alone. `memoryStore()` and `redisStore()` implement it; so can yours.
 */
export interface CaptchaStore {
  /**
   * Stores `value` under `id` for `ttlMs` unless the id is already held (set-if-absent); resolves whether it
   * stored. `options` says what the entry is (a store may ignore it, as one written before it did): a live
   * challenge of an owner, capped per owner, or a pass token kept apart from challenges. May reject with a
   * `CaptchaBusyError` when the store is full and holds nothing it may drop for this entry.
   */
  add(id: string, value: string, ttlMs: number, options?: AddOptions): Promise<boolean>;
  /** The value held under `id`, or `null` when there is none or it has expired. */
  get(id: string): Promise<string | null>;
  /**
   * Replaces the value under `id` with `next` (for `ttlMs` from now) only if it is still exactly `expected`;
   * resolves whether it replaced. This is the one write every state change goes through.
   */
  swap(id: string, expected: string, next: string, ttlMs: number): Promise<boolean>;
  /**
   * Optional: counts one request of the rate-limit client `key` in a window of `windowMs` that starts at its
   * first request, in one atomic step, and resolves the count in the current window and the ms until it ends.
   * A store shared by several instances (`redisStore`) implements it, so they share each client's limit;
   * without it the handler counts in its own process.
   */
  countHit?(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /**
   * Optional: adds `amount` (0 only reads) to the count of `key` in a sliding window of `windowMs`, and resolves
   * the count in the window that ends now, this amount included. What the difficulty climb and the `proof`
   * budget count (challenges, tokens and failures per client and network, creates in all). A store shared by
   * several instances (`redisStore`) implements it, so they agree; without it the service counts in its process.
   */
  tally?(key: string, amount: number, windowMs: number): Promise<number>;
}

/** A store that keeps sliding-window counts: what the difficulty climb needs from it. */
export type Tally = Required<Pick<CaptchaStore, 'tally'>>;

/**
 * Who a live challenge belongs to: its client's key and its wider networks' (`clientKeys` makes them). A store
 * caps the live challenges of each: past the cap, the owner's own oldest challenge makes room.
 */
export interface ChallengeOwner {
  client: string;
  networks: readonly string[];
}

/** What an entry of {@link CaptchaStore.add} is. */
export interface AddOptions {
  /** A live challenge of this owner: capped per client and per network. */
  owner?: ChallengeOwner;
  /**
   * A passed, not yet redeemed token: kept apart from challenges, never dropped to make room for one, each until
   * its expiry.
   */
  kept?: boolean;
}

/** Live challenges a store holds per owner, by default: per client, and per wider network. */
export const DEFAULT_OWNER_CAPS = { perClient: 16, perNetwork: 512 } as const;

/** A store that counts requests: what the handler's rate limit needs from it. */
export type RateCounter = Required<Pick<CaptchaStore, 'countHit'>>;

/** A time to live in whole milliseconds, at least 1 (Redis refuses 0 and fractions). */
export function wholeTtl(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs));
}
