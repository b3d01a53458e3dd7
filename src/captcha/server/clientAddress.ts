import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address behind `trustedProxies` reverse proxies: the address each proxy appended to
 * X-Forwarded-For is trusted, anything further left is what the client claimed and is not. With no proxy, the
 * socket's address. When the host gives no socket address (a Next.js route handler), the last entry of the
 * header stands for the nearest proxy's view. A forged header cannot move the result past the proxies named.
 * Entries that are not IP addresses are skipped, as if absent.
 */
export function clientAddress(
  forwardedFor: string | null,
  socketAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies === 0) return socketAddress;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    // An entry that is not an IP address (`unknown`, a name, a forged blob) says nothing a limit can key on.
    .filter((part) => parsed(part) !== undefined);
  if (socketAddress !== undefined) chain.push(socketAddress);
  const index = chain.length - (socketAddress !== undefined ? 1 : 0) - trustedProxies;
  return chain[Math.max(0, index)];
}

/** The address without what may surround it: `[v6]`, `[v6]:port`, `v4:port`, and an IPv6 zone (`%eth0`). */
function bareAddress(text: string): string {
  const value = text.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(value);
  const inner = bracketed ? (bracketed[1] ?? '') : value;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(inner);
  return (v4WithPort ? (v4WithPort[1] ?? '') : inner).replace(/%.*$/, '');
}

/** The eight 16-bit words of a valid IPv6 address, its dotted IPv4 tail (if any) turned into the last two. */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':').map((word) => parseInt(word, 16)));
  const first = words(head);
  const last = tail === undefined ? [] : words(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

type Parsed = { v4: number[] } | { v6: number[] };

/** The bytes of an IPv4 address (IPv4-mapped IPv6 included) or the eight words of an IPv6 one; else undefined. */
function parsed(address: string): Parsed | undefined {
  const bare = bareAddress(address);
  if (isIPv4(bare)) return { v4: bare.split('.').map(Number) };
  if (!isIPv6(bare)) return undefined;
  const words = ipv6Words(bare);
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) {
    const [high = 0, low = 0] = words.slice(6);
    return { v4: [high >> 8, high & 0xff, low >> 8, low & 0xff] };
  }
  return { v6: words };
}

/**
 * The rate-limit group of an address: an IPv4 address is its own group; an IPv6 address is grouped by its /64
 * (one subscriber usually holds a whole /64, so keying per address would give them 2^64 buckets), written
 * `2001:db8:0:1::/64`; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it maps. Brackets,
 * ports, zones, letter case and zero compression are normalised, so every spelling of one address is one group.
 * `undefined` for anything that is not an IP address.
 */
export function addressGroup(address: string): string | undefined {
  const ip = parsed(address);
  if (!ip) return undefined;
  if ('v4' in ip) return ip.v4.join('.');
  return `${ip.v6
    .slice(0, 4)
    .map((word) => word.toString(16))
    .join(':')}::/64`;
}

/**
 * The keys a request is counted under: its client's own, then the wider networks it belongs to, narrowest
 * first. Each is a level and a hash, of fixed length whatever the request sent.
 */
export interface ClientKeys {
  /**
   * The client: `v4/32:<hash>` (an IPv4 address), `v6/64:<hash>` (an IPv6 /64), `key:<hash>` (a host's
   * `clientKey` that is not an address), or {@link UNKNOWN_CLIENT} when the address cannot be known.
   */
  client: string;
  /** The wider networks: `[v6/56:<hash>, v6/48:<hash>]` for IPv6, `[v4/24:<hash>]` for IPv4, `[]` otherwise. */
  networks: readonly string[];
  /** False when the address cannot be known: every such request shares {@link UNKNOWN_CLIENT}. */
  known: boolean;
}

/** The one key every request whose address cannot be known shares (never unlimited, never per request). */
export const UNKNOWN_CLIENT = 'unknown';

// Keyed so a stored key is not an address anyone can read back at a glance; the same on every instance, so
// instances sharing a Redis count a client under one key.
const KEY_LABEL = 'confab-ui captcha client key v1';

/** A key of fixed length: the level, then 16 bytes of HMAC-SHA256 in base64url (22 characters). */
function hashed(level: string, value: string): string {
  return `${level}:${createHmac('sha256', KEY_LABEL).update(`${level}|${value}`).digest('base64url').slice(0, 22)}`;
}

const hex = (words: number[]) => words.map((word) => word.toString(16)).join(':');

/**
 * The keys of a request from `address` (any spelling `addressGroup` takes): an IPv4 address is its own client
 * (/32) within its /24; an IPv6 address's client is its /64, within its /56 and /48. Anything that is not an IP
 * address (or none) is {@link UNKNOWN_CLIENT}, with no networks.
 */
export function clientKeys(address: string | undefined): ClientKeys {
  const ip = address === undefined ? undefined : parsed(address);
  if (!ip) return { client: UNKNOWN_CLIENT, networks: [], known: false };
  if ('v4' in ip) {
    return {
      client: hashed('v4/32', ip.v4.join('.')),
      networks: [hashed('v4/24', ip.v4.slice(0, 3).join('.'))],
      known: true,
    };
  }
  const [a = 0, b = 0, c = 0, d = 0] = ip.v6;
  return {
    client: hashed('v6/64', hex([a, b, c, d])),
    networks: [hashed('v6/56', hex([a, b, c, d & 0xff00])), hashed('v6/48', hex([a, b, c]))],
    known: true,
  };
}

/**
 * The keys of a client the host named with its own `clientKey` (a session, an account): an IP address is keyed
 * as {@link clientKeys} keys it; any other non-empty string is its own client (`key:<hash>`) with no networks;
 * `undefined` or `''` is {@link UNKNOWN_CLIENT}.
 */
export function hostClientKeys(key: string | undefined): ClientKeys {
  if (key === undefined || key === '') return clientKeys(undefined);
  return parsed(key) ? clientKeys(key) : { client: hashed('key', key), networks: [], known: true };
}
