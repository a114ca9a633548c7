/**
 * The FAQ conformance suite: one scenario file per ruling under `conformance/` (the scenario format
 * of docs/scenario-format.md), each naming where its ruling comes from (`source`) and what it
 * checks (`description`). Runs every ruling against the engine and reports each result.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenario } from '@invasion/engine';
import '@invasion/cards';

export const CONFORMANCE_DIR = fileURLToPath(new URL('../../../conformance', import.meta.url));

export interface RulingResult {
  /** The file's path under conformance/, without `.json`. */
  id: string;
  source: string;
  description: string;
  passed: boolean;
  /** Why it failed (expectation diffs, rejected decisions, a malformed file). */
  reason: string;
}

function rulingFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) out.push(...rulingFiles(join(dir, e.name)));
    else if (e.name.endsWith('.json')) out.push(join(dir, e.name));
  }
  return out;
}

export function runRuling(file: string, root = CONFORMANCE_DIR): RulingResult {
  const id = relative(root, file).replace(/\\/g, '/').replace(/\.json$/, '');
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    return { id, source: '', description: '', passed: false, reason: `not valid JSON: ${(e as Error).message}` };
  }
  const source = typeof data.source === 'string' ? data.source : '';
  const description = typeof data.description === 'string' ? data.description : '';
  if (!source || !description) return { id, source, description, passed: false, reason: 'a ruling needs a "source" and a "description"' };
  try {
    const r = runScenario(data, id);
    return { id, source, description, passed: r.failures.length === 0, reason: r.failures.join('; ') };
  } catch (e) {
    return { id, source, description, passed: false, reason: (e as Error).message };
  }
}

export function runConformance(root = CONFORMANCE_DIR): RulingResult[] {
  return rulingFiles(root).map((f) => runRuling(f, root));
}
