/** Shared by the load and crash tests: options, a seeded chooser, percentiles. */
import { parseArgs } from 'node:util';
import type { ClientOption } from '@invasion/engine';

export function options<T extends Record<string, { type: 'string' | 'boolean'; default?: string | boolean }>>(argv: string[], spec: T) {
  return parseArgs({ args: argv, options: spec, strict: true, allowPositionals: false }).values;
}

/** A chooser picking uniformly among the options, from its own seed. */
export function randomChooser(seed: number): (o: ClientOption[]) => ClientOption {
  let s = seed >>> 0 || 1;
  return (o) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return o[(s >>> 0) % o.length]!;
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
