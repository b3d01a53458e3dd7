/**
 * The client's address behind `trustedProxies` reverse proxies: the address each proxy appended to
 * X-Forwarded-For is trusted, anything further left is what the client claimed and is not. With no proxy, the
 * socket's address; a forged header cannot move the result past the proxies you named.
 */
export function clientAddress(
  forwardedFor: string | null,
  socketAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies === 0 || socketAddress === undefined) return socketAddress;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  chain.push(socketAddress);
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}
