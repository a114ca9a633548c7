import { describe, expect, it } from 'vitest';
import { quantile, wilson } from '../src/arena/stats.js';

describe('wilson', () => {
  // Reference values: statsmodels proportion_confint(k, n, method='wilson') (and Wilson 1927).
  it.each([
    [8, 10, 0.4902, 0.9433],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [50, 100, 0.4038, 0.5962],
    [970, 1000, 0.9574, 0.979],
  ])('%i of %i: [%f, %f]', (k, n, lo, hi) => {
    const [a, b] = wilson(k, n);
    expect(a).toBeCloseTo(lo, 3);
    expect(b).toBeCloseTo(hi, 3);
  });

  it('is [0, 1] without trials', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('quantile', () => {
  it('nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(xs, 0.95)).toBe(95);
    expect(quantile([3], 0.95)).toBe(3);
    expect(quantile([], 0.95)).toBe(0);
  });
});
