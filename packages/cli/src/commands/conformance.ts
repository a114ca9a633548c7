/** `invasion conformance [--json]`: run the FAQ conformance suite; exit 0 only when every ruling passes. */
import pc from 'picocolors';
import { runConformance } from '../conformance.js';
import { parseOptions } from '../util.js';

export const CONFORMANCE_USAGE = 'invasion conformance [--json]';

export function runConformanceCommand(argv: string[]): number {
  const opts = parseOptions('conformance', argv, { json: { type: 'boolean' } });
  const results = runConformance();
  const failed = results.filter((r) => !r.passed);
  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ rulings: results.length, passed: results.length - failed.length, failed: failed.map((r) => ({ id: r.id, source: r.source, reason: r.reason })) }, null, 2)}\n`);
  } else {
    for (const r of results) {
      process.stdout.write(`${r.passed ? pc.green('pass') : pc.red('FAIL')} ${r.id} — ${r.description}\n`);
      if (!r.passed) process.stdout.write(`     ${pc.dim(r.source)}\n     ${pc.red(r.reason)}\n`);
    }
    process.stdout.write(`\n${results.length - failed.length}/${results.length} rulings pass\n`);
  }
  return failed.length === 0 && results.length > 0 ? 0 : 1;
}
