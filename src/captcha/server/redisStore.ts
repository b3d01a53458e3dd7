import { UNKNOWN_CLIENT } from './clientAddress.js';
import { DEFAULT_OWNER_CAPS, wholeTtl, type CaptchaStore, type ChallengeOwner } from './store.js';
import { sliceOf, slidingCount, TALLY_SLICES } from './tally.js';

/** An ioredis client (`new Redis()` or `new Cluster()`): anything with ioredis's `call`. */
export interface IoRedisLike {
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
}

/** A node-redis client (`createClient()`), connected: anything with node-redis's `sendCommand(args)`. */
export interface NodeRedisLike {
  sendCommand(args: string[]): Promise<unknown>;
}

/** A node-redis cluster (`createCluster()`), connected. */
export interface NodeRedisClusterLike {
  sendCommand(firstKey: string | undefined, isReadonly: boolean | undefined, args: string[]): Promise<unknown>;
  readonly masters: unknown;
}

/** The Redis clients {@link redisStore} takes: ioredis or node-redis, single node or cluster. */
export type RedisClientLike = IoRedisLike | NodeRedisLike | NodeRedisClusterLike;

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** Put before every key ['confab:captcha:']; give each service sharing a Redis its own. */
  prefix?: string;
  /** Live challenges per client key [16]; a client's new challenge replaces its own oldest. */
  maxPerClient?: number;
  /**
   * Live challenges per wider network (IPv6 /56 and /48, IPv4 /24) and for every client whose address cannot be
   * known, together [512]; a network's new challenge replaces the network's oldest.
   */
  maxPerNetwork?: number;
}

/** Thrown when `redisStore` is given something that is neither an ioredis nor a node-redis client. */
export class RedisClientError extends TypeError {
  override name = 'RedisClientError';
}

// The compare-and-set, atomic on the server: one key, so it runs on any Redis Cluster node that owns the key.
const SWAP = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end return 0`;

// One request counted for a rate-limit key, atomically: the first of a window sets its expiry, and a key found
// without one (never expected) gets it, so no count outlives its window. Replies { count, ms left }.
const COUNT_HIT = `local n = redis.call('INCR', KEYS[1]) local t = redis.call('PTTL', KEYS[1]) if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end return {n, t}`;

// A sliding-window count: adds to this slice's key (kept two windows), reads the slices before it. Every key
// shares the counted key's hash tag, so the script runs on one Cluster node. Replies the counts, newest first.
const TALLY = `local n = redis.call('INCRBY', KEYS[1], ARGV[1]) if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end local counts = {n} for i = 2, #KEYS do counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0') end return counts`;

// One live challenge recorded for an owner, in a sorted set scored by expiry: expired members go, the new one
// joins, the set lives as long as its newest, and the oldest past the cap are taken out and replied, for the
// caller to delete. One key, so it runs on the Cluster node that owns the owner's key.
const OWN = `local now = tonumber(ARGV[1]) redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now) redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3]) if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[5]) if over <= 0 then return {} end local gone = redis.call('ZRANGE', KEYS[1], 0, over - 1) redis.call('ZREMRANGEBYRANK', KEYS[1], 0, over - 1) return gone`;

type Command = (key: string, args: string[]) => Promise<unknown>;

function commandOf(client: RedisClientLike): Command {
  if (typeof client !== 'object' || client === null) {
    throw new RedisClientError('redisStore: expected an ioredis or node-redis client');
  }
  if ('call' in client && typeof client.call === 'function') {
    const io = client;
    return (_key, [name, ...args]) => io.call(name as string, ...args);
  }
  if ('sendCommand' in client && typeof client.sendCommand === 'function') {
    if ('masters' in client) {
      const cluster = client;
      return (key, args) => cluster.sendCommand(key, false, args);
    }
    const node = client as NodeRedisLike;
    return (_key, args) => node.sendCommand(args);
  }
  throw new RedisClientError('redisStore: expected an ioredis client (call) or a node-redis client (sendCommand)');
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`redisStore: ${name} must be a positive integer, got ${String(value)}`);
  }
  return value;
}

/**
 * A store in Redis, for several server instances sharing challenges. Works on ioredis and node-redis clients
 * (detected), on a single node or a Cluster: each challenge is one key, `{prefix}{<id>}`, whose braces make the
 * id its hash tag. Adds are `SET NX PX`, changes one Lua compare-and-set, and every key expires on its own.
 * A pass token is its own key (`{prefix}{pass:<id>}`), which no challenge ever makes room by deleting. Live
 * challenges are capped per client and per network: each owner's are a sorted set (`{prefix}own:{<key>}`,
 * expiring with its newest), and past the cap the owner's own oldest challenge is deleted. The handler's rate
 * limit is counted here too (`{prefix}rate:{<key>}`, one Lua INCR and PEXPIRE per request), so every instance
 * shares each client's limit, and so are the difficulty climb's counts (`{prefix}tally:{<key>}:<slice>`). Keys of clients are hashed to a fixed length (about 50 bytes with the default
 * prefix), whatever a request sends. The client's connection (and its closing) stays yours. Run Redis with
 * `maxmemory-policy noeviction` (or `volatile-ttl`), so Redis itself never drops a live token to make room.
 */
export function redisStore(client: RedisClientLike, options: RedisStoreOptions = {}): CaptchaStore {
  const command = commandOf(client);
  const prefix = options.prefix ?? 'confab:captcha:';
  const maxPerClient = positiveInteger('maxPerClient', options.maxPerClient ?? DEFAULT_OWNER_CAPS.perClient);
  const maxPerNetwork = positiveInteger('maxPerNetwork', options.maxPerNetwork ?? DEFAULT_OWNER_CAPS.perNetwork);
  const keyOf = (id: string) => `${prefix}{${id}}`;

  /** Records the challenge under each of its owners; deletes what each owner holds past its cap. */
  const own = async (id: string, owner: ChallengeOwner, ttl: number) => {
    const now = Date.now();
    const caps: [string, number][] = [
      [owner.client, owner.client === UNKNOWN_CLIENT ? maxPerNetwork : maxPerClient],
      ...owner.networks.map((key): [string, number] => [key, maxPerNetwork]),
    ];
    for (const [ownerKey, cap] of caps) {
      const key = `${prefix}own:{${ownerKey}}`;
      const args = [String(now), String(now + ttl), id, String(ttl), String(cap)];
      const gone = await command(key, ['EVAL', OWN, '1', key, ...args]);
      for (const old of Array.isArray(gone) ? gone : []) {
        if (typeof old === 'string' && old !== id) await command(keyOf(old), ['DEL', keyOf(old)]);
      }
    }
  };

  return {
    async add(id, value, ttlMs, addOptions = {}) {
      const key = keyOf(id);
      const ttl = wholeTtl(ttlMs);
      const reply = await command(key, ['SET', key, value, 'PX', String(ttl), 'NX']);
      if (reply !== 'OK') return false;
      if (addOptions.owner && !addOptions.kept) await own(id, addOptions.owner, ttl);
      return true;
    },
    async get(id) {
      const key = keyOf(id);
      const reply = await command(key, ['GET', key]);
      return typeof reply === 'string' ? reply : null;
    },
    async swap(id, expected, next, ttlMs) {
      const key = keyOf(id);
      const reply = await command(key, ['EVAL', SWAP, '1', key, expected, next, String(wholeTtl(ttlMs))]);
      return Number(reply) === 1;
    },
    async tally(counted, amount, windowMs) {
      const { slice, into } = sliceOf(Date.now(), windowMs);
      const keys = Array.from({ length: TALLY_SLICES + 1 }, (_, age) => `${prefix}tally:{${counted}}:${slice - age}`);
      const args = [String(amount), String(wholeTtl(2 * windowMs))];
      const reply = await command(keys[0]!, ['EVAL', TALLY, String(keys.length), ...keys, ...args]);
      if (!Array.isArray(reply) || reply.length !== keys.length)
        throw new Error('redisStore: unexpected reply to a tally');
      return slidingCount(reply.map(Number), into);
    },
    async countHit(client, windowMs) {
      const key = `${prefix}rate:{${client}}`;
      const reply = await command(key, ['EVAL', COUNT_HIT, '1', key, String(wholeTtl(windowMs))]);
      const [count, resetMs] = Array.isArray(reply) ? reply.map(Number) : [];
      if (count === undefined || resetMs === undefined)
        throw new Error('redisStore: unexpected reply to the rate count');
      return { count, resetMs };
    },
  };
}
