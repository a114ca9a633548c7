/**
 * CI check: every card with behaviour has a test file beside it that exercises it through a
 * scenario, and a description in the project's own words.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { hasTestFile, testFileOf } from '../src/define.js';
import { allBehaviours } from '../src/pool.js';
import { cardById, cardRows, isImplemented, isTested } from '../src/index.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
/** Set folders hold card files (`<id>-<name>.ts`), possibly one level down (the Core Set by race). */
function cardFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...cardFilesUnder(join(dir, e.name)));
    else if (/^\d{5}-.*(?<!\.test)\.ts$/.test(e.name)) out.push(join(dir, e.name));
  }
  return out;
}

describe('card files', () => {
  it('every playable Core Set card (01001–01127) is implemented and tested', () => {
    const missing = cardRows('core')
      .filter((r) => r.type !== 'Draft')
      .filter((r) => !r.implemented || !r.tested)
      .map((r) => `${r.id} ${r.name}`);
    expect(cardRows('core').filter((r) => r.type !== 'Draft')).toHaveLength(127);
    expect(missing).toEqual([]);
  });

  it('every card with behaviour has a test beside it that runs a scenario', () => {
    const missing: string[] = [];
    for (const b of allBehaviours()) {
      if (!hasTestFile(b)) {
        missing.push(`${b.id} ${cardById(b.id)?.name}: no ${testFileOf(b)}`);
        continue;
      }
      const test = readFileSync(testFileOf(b), 'utf8');
      if (!/expectScenario\(|runScenario\(/.test(test)) missing.push(`${b.id}: its test runs no scenario`);
    }
    expect(missing).toEqual([]);
  });

  it('every card file in the set folders is registered, and every behaviour describes its card', () => {
    const registered = new Set(allBehaviours().map((b) => fileURLToPath(b.file)));
    const unregistered = cardFilesUnder(SRC).filter((f) => !registered.has(f));
    expect(unregistered).toEqual([]);
    expect(registered.size).toBeGreaterThanOrEqual(105);
    for (const b of allBehaviours()) {
      expect(b.text.length, `${b.id} needs a description`).toBeGreaterThan(10);
      expect(isImplemented(b.id) && isTested(b.id), b.id).toBe(true);
    }
  });
});
