/** The FAQ conformance suite runs in `npm test`: every ruling file under conformance/ must pass. */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../packages/cli/src/conformance.js';

const results = runConformance();

describe('FAQ conformance', () => {
  it('has rulings', () => {
    expect(results.length).toBeGreaterThan(0);
  });
  it.each(results.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    expect(r.reason, `${r.source}\n${r.description}`).toBe('');
    expect(r.passed).toBe(true);
  });
});
