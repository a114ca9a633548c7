/** Win-rate statistics for the arena. */

/**
 * The Wilson score interval of a proportion (`successes` of `trials`) at confidence `z` (1.96:
 * 95%). Unlike the normal approximation it stays inside [0, 1] and is sound at 0 or n successes.
 */
export function wilson(successes: number, trials: number, z = 1.96): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of `values` by the nearest-rank method; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
