import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address behind `trustedProxies` reverse proxies: the address each proxy appended to
 * X-Forwarded-For is trusted, anything further left is what the client claimed and is not. With no proxy, the
 * socket's address. When the host gives no socket address (a Next.js route handler), the last entry of the
 * header stands for the nearest proxy's view. A forged header cannot move the result past the proxies named.
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
    .filter((part) => part !== '');
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

/**
 * The rate-limit group of an address: an IPv4 address is its own group; an IPv6 address is grouped by its /64
 * (one subscriber usually holds a whole /64, so keying per address would give them 2^64 buckets), written
 * `2001:db8:0:1::/64`; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it maps. Brackets,
 * ports, zones, letter case and zero compression are normalised, so every spelling of one address is one group.
 * `undefined` for anything that is not an IP address.
 */
export function addressGroup(address: string): string | undefined {
  const bare = bareAddress(address);
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return undefined;
  const words = ipv6Words(bare);
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) {
    const [high = 0, low = 0] = words.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${words
    .slice(0, 4)
    .map((word) => word.toString(16))
    .join(':')}::/64`;
}
