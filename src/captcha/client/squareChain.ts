// The browser's work solver (the puzzle's format is in ../challengeData.ts; the server checks answers through the
// modulus's factors, in ../server/work.ts).

/**
 * `value^(2^steps) mod modulus`, all three in lowercase hex: `steps` squarings in a row with BigInt (V8's own
 * multiplication and division, audited with the engine). Callers split a long chain into calls of a few
 * thousand steps to report progress or yield to the page.
 *
 * Self-contained on purpose: the client's worker is made from this function's source text.
 */
export function squareChain(value: string, modulus: string, steps: number): string {
  const n = BigInt(`0x${modulus}`);
  let x = BigInt(`0x${value}`) % n;
  for (let step = 0; step < steps; step += 1) x = (x * x) % n;
  return x.toString(16);
}
