export interface DemoPoint {
  x: number;
  y: number;
}
export function createRandom(seed: number): () => number;
export function randomInt(random: () => number, min: number, max: number): number;
export function checkSlide(point: DemoPoint | null | undefined, answer: DemoPoint, tolerance: number): boolean;
export function checkRegion(point: DemoPoint | null | undefined, answer: DemoPoint, tolerance: number): boolean;
export function checkClicks(
  dots: ReadonlyArray<DemoPoint & { index: number }> | null | undefined,
  targets: readonly DemoPoint[],
  tolerance: number,
): boolean;
export function angleDistance(a: number, b: number): number;
export function checkRotate(angle: number, offset: number, tolerance: number): boolean;
export function spreadPoints(
  random: () => number,
  count: number,
  width: number,
  height: number,
  margin: number,
  gap: number,
): DemoPoint[];
