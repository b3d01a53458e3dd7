import { wholeTtl, type CaptchaStore } from './store.js';
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

/**
 * A store in Redis, for several server instances sharing challenges. Works on ioredis and node-redis clients
 * (detected), on a single node or a Cluster: each challenge is one key, `{prefix}{<id>}`, whose braces make the
 * id its hash tag. Adds are `SET NX PX`, changes one Lua compare-and-set, and every key expires on its own.
 * The handler's rate limit is counted here too (`{prefix}rate:{<client>}`, one Lua INCR and PEXPIRE per
 * request), so every instance shares each client's limit, and so are the difficulty climb's counts
 * (`{prefix}tally:{<key>}:<slice>`). The client's connection (and its closing) stays yours.
 */
export function redisStore(client: RedisClientLike, options: RedisStoreOptions = {}): CaptchaStore {
  const command = commandOf(client);
  const prefix = options.prefix ?? 'confab:captcha:';
  const keyOf = (id: string) => `${prefix}{${id}}`;
  return {
    async add(id, value, ttlMs) {
      const key = keyOf(id);
      const reply = await command(key, ['SET', key, value, 'PX', String(wholeTtl(ttlMs)), 'NX']);
      return reply === 'OK';
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
