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
