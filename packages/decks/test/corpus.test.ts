/**
 * The corpus: decklists in the formats players publish, each with the reading a careful person
 * gets (cards, counts, capital, verdict), written by hand in corpus/expected.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isImplemented } from '@invasion/cards';
import { cardById } from '../src/catalogue.js';
import { deckCommand, readDeckFile, validateDeck, validationExitCode, type DeckFormat, type DeckProblem } from '../src/index.js';

interface Expected {
  shows: string;
  cards: Record<string, number>;
  capital: string | null;
  capitalSource: string | null;
  verdicts: Partial<Record<DeckFormat, boolean>>;
  exitCode: number;
  problems: string[];
  warnings: string[];
}

const corpusPath = (name: string): string => new URL(`./corpus/${name}`, import.meta.url).pathname;
const { lists } = JSON.parse(readFileSync(corpusPath('expected.json'), 'utf8')) as { lists: Record<string, Expected> };

const titles = (ids: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const id of ids) {
    const name = cardById(id)!.name;
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
};
const codes = (ps: readonly DeckProblem[]): string[] => ps.map((p) => (p.line ? `${p.code}@${p.line}` : p.code)).sort();

function quietIO() {
  const out: string[] = [];
  return { io: { out: (t: string) => void out.push(t), err: () => undefined }, out: () => out.join('') };
}

describe('decklist corpus', () => {
  it('has a list file for every expectation and an expectation for every list file', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(corpusPath('')).filter((f) => f !== 'expected.json').sort();
    expect(files).toEqual(Object.keys(lists).sort());
  });

  for (const [file, exp] of Object.entries(lists)) {
    it(`${file}: ${exp.shows}`, async () => {
      const deck = readDeckFile(corpusPath(file));
      const formats = Object.keys(exp.verdicts) as DeckFormat[];
      for (const format of formats) {
        expect(validateDeck(deck, { format }).legal, `${format} verdict`).toBe(exp.verdicts[format]);
      }
      const first = validateDeck(deck, { format: formats[0]! });
      expect(titles(first.cards)).toEqual(exp.cards);
      expect(first.cards).toHaveLength(Object.values(exp.cards).reduce((t, n) => t + n, 0));
      expect(first.capital).toBe(exp.capital);
      expect(first.capitalSource).toBe(exp.capitalSource);
      expect(codes(first.problems)).toEqual([...exp.problems].sort());
      expect(codes(deck.warnings)).toEqual([...exp.warnings].sort());
      expect(validationExitCode(first)).toBe(exp.exitCode);
      if (first.capitalSource === 'inferred') expect(first.capitalReason).toBeTruthy();

      // Playability: exactly the cards the engine lacks, by title with copies.
      const lacking = first.cards.filter((id) => !isImplemented(id));
      expect(first.unimplemented.reduce((t, m) => t + m.copies, 0)).toBe(lacking.length);
      expect(first.unimplemented.map((m) => m.id).sort()).toEqual([...new Set(lacking)].sort());
      expect(first.playable).toBe(exp.exitCode <= 1 && lacking.length === 0 && first.capital !== null);

      // The command says the same.
      const c = quietIO();
      expect(await deckCommand(['validate', corpusPath(file), '--format', formats[0]!, '--json'], c.io)).toBe(exp.exitCode);
      const json = JSON.parse(c.out()) as { legal: boolean; capital: string | null; playable: boolean; unimplemented: unknown[] };
      expect(json).toMatchObject({ legal: exp.verdicts[formats[0]!], capital: exp.capital, playable: first.playable });
      expect(json.unimplemented).toEqual(first.unimplemented);
    });
  }
});
