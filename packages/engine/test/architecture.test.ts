/**
 * The engine's layers (docs/ARCHITECTURE.md): types → primitives → characteristics → effects →
 * abilities and the card language → flow → protocol. No module imports a module of a higher layer,
 * and there is no import cycle at all (runtime imports; `import type` is free).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** Layer of a module (path relative to src). */
const LAYERS: [RegExp, number, string][] = [
  [/^(types|eventKinds|gameEvents|rng|log|siphash\.d)\.ts$|^lang\/types\.ts$|^ruleset\/(compiled|registry)\.ts$/, 0, 'types'],
  [/^primitives\//, 1, 'primitives'],
  [/^characteristics\//, 2, 'characteristics'],
  [/^effects\//, 3, 'effects'],
  [/^abilities\/|^keywords\/|^lang\/|^dsl\.ts$/, 4, 'abilities and the card language'],
  [/^flow\/|^ruleset\/install\.ts$/, 5, 'flow'],
  [/^protocol\/|^scenario\/|^state\/|^index\.ts$/, 6, 'protocol'],
];

function layerOf(file: string): [number, string] {
  for (const [re, n, name] of LAYERS) if (re.test(file)) return [n, name];
  throw new Error(`${file} is in no layer: add it to the architecture test`);
}

function modules(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...modules(p));
    else if (e.name.endsWith('.ts')) out.push(relative(SRC, p));
  }
  return out;
}

/** Runtime imports of a module (relative ones), as module paths relative to src. */
function importsOf(file: string): string[] {
  const src = readFileSync(join(SRC, file), 'utf8');
  const out: string[] = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/g;
  for (let m = re.exec(src); m !== null; m = re.exec(src)) {
    if (m[2]) continue;
    out.push(normalize(join(dirname(file), m[3]!)).replace(/\.js$/, '.ts'));
  }
  return out;
}

const FILES = modules(SRC);
const GRAPH = new Map(FILES.map((f) => [f, importsOf(f)] as const));

describe('engine architecture', () => {
  it('every module belongs to a layer and imports only its own or lower layers', () => {
    const bad: string[] = [];
    for (const [file, deps] of GRAPH) {
      const [mine, name] = layerOf(file);
      for (const d of deps) {
        const [theirs, theirName] = layerOf(d);
        if (theirs > mine) bad.push(`${file} (${name}) imports ${d} (${theirName})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('has no import cycle', () => {
    // Tarjan's strongly connected components over runtime imports.
    let index = 0;
    const idx = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const on = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      idx.set(v, index);
      low.set(v, index++);
      stack.push(v);
      on.add(v);
      for (const w of GRAPH.get(v) ?? []) {
        if (!GRAPH.has(w)) continue;
        if (!idx.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
      if (low.get(v) === idx.get(v)) {
        const c: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          c.push(w);
        } while (w !== v);
        if (c.length > 1) cycles.push(c.sort());
      }
    };
    for (const f of FILES) if (!idx.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('finds the imports it checks (the checker itself works)', () => {
    expect(GRAPH.get('flow/advance.ts')).toContain('abilities/interpret.ts');
    expect(layerOf('flow/advance.ts')[0]).toBeGreaterThan(layerOf('abilities/interpret.ts')[0]);
  });
});
