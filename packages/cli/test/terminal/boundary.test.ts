import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../src/terminal/', import.meta.url));
/** The session is the terminal's server side; log.ts is where events come from. */
const SERVER_SIDE = new Set(['session.ts', 'log.ts']);

describe('the terminal is a protocol client', () => {
  it('only the session and the event log use the engine beyond its types', () => {
    for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(DIR + file, 'utf8');
      const imports = [...text.matchAll(/^import (type )?\{[^}]*\} from '@invasion\/engine';/gm)];
      for (const m of imports) if (!SERVER_SIDE.has(file)) expect(m[1], `${file} imports engine values: ${m[0]}`).toBe('type ');
      if (!SERVER_SIDE.has(file)) expect(text, file).not.toMatch(/\bGameState\b/);
    }
  });

  it('the session reads the state only through the protocol (views, options, act, events) and copies it', () => {
    const text = readFileSync(`${DIR}session.ts`, 'utf8');
    const used = new Set([...text.matchAll(/this\.state\.(\w+)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(['decisions', 'prompt', 'result']);
  });
});
