/**
 * `invasion scenario FILE... [--json]`: runs scenario files (docs/scenario-format.md) — sets up each
 * board, plays its decisions, checks its expectations. Exit 0 when all pass; 1 with a readable diff
 * when any fails, or when the engine throws while running a valid file (an engine error: a bug); 2
 * when a file cannot be read or is not a valid scenario (malformed, unknown names, an impossible board).
 */
import { readFileSync } from 'node:fs';
import pc from 'picocolors';
import { runScenario, ScenarioError } from '@invasion/engine';
import { parseWithFiles, UsageError } from '../util.js';

export const SCENARIO_USAGE = 'invasion scenario FILE... [--json]';

interface FileResult {
  file: string;
  name: string;
  passed: boolean;
  failures: string[];
  error?: string;
  stack?: string;
  /** `invalid`: the file cannot be read or is not a valid scenario (exit 2); `engine`: the engine threw while running it (exit 1). */
  errorKind?: 'invalid' | 'engine';
}

function runFile(file: string): FileResult {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { file, name: file, passed: false, failures: [], error: `cannot read ${file}: ${(e as Error).message}`, errorKind: 'invalid' };
  }
  const name = typeof (data as { name?: unknown })?.name === 'string' ? (data as { name: string }).name : file;
  try {
    const r = runScenario(data, file);
    return { file, name: r.name, passed: r.passed, failures: r.failures };
  } catch (e) {
    if (e instanceof ScenarioError) return { file, name, passed: false, failures: [], error: `invalid scenario: ${e.message}`, errorKind: 'invalid' };
    const err = e instanceof Error ? e : new Error(String(e));
    return { file, name, passed: false, failures: [], error: `engine error (a bug in the engine, not a problem with the file): ${err.message}`, errorKind: 'engine', ...(err.stack ? { stack: err.stack } : {}) };
  }
}

export function runScenarioCommand(argv: string[]): number {
  const { values, positionals } = parseWithFiles('scenario', argv, { json: { type: 'boolean' } });
  if (positionals.length === 0) throw new UsageError(`usage: ${SCENARIO_USAGE}`);
  const results = positionals.map(runFile);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ scenarios: results.length, passed: results.filter((r) => r.passed).length, results }, null, 2)}\n`);
  } else {
    for (const r of results) {
      if (r.passed) process.stdout.write(`${pc.green('PASS')} ${r.file} — ${r.name}\n`);
      else {
        process.stdout.write(`${pc.red(r.errorKind === 'invalid' ? 'INVALID' : r.errorKind === 'engine' ? 'ENGINE ERROR' : 'FAIL')} ${r.file} — ${r.name}\n`);
        if (r.error) process.stdout.write(`  ${r.error.replace(/\n/g, '\n  ')}\n`);
        if (r.stack) process.stderr.write(`${pc.dim(`${r.file}: the engine error's stack:\n${r.stack}`)}\n`);
        for (const f of r.failures) process.stdout.write(`  ${f}\n`);
      }
    }
    process.stdout.write(`${results.filter((r) => r.passed).length}/${results.length} scenarios passed\n`);
  }
  if (results.some((r) => r.errorKind === 'invalid')) return 2;
  return results.every((r) => r.passed) ? 0 : 1;
}
