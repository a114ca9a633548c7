/**
 * Every implemented keyword-only card is played from hand through real decisions and checked in
 * play: it lands in the zone chosen (respecting zone-only entry), with its printed power and hit
 * points, paying printed cost plus loyalty. Keyword behaviour itself is tested in the engine's rule
 * tests; this is what makes `tested` true for these cards.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '@invasion/engine';
import { CATALOGUE, KEYWORD_ONLY_IDS, capitalById } from '../src/index.js';

const RACE_BOARD: Record<string, string> = { Dwarf: 'dwarf', Empire: 'empire', 'High Elf': 'high-elf', Orc: 'orc', Chaos: 'chaos', 'Dark Elf': 'dark-elf' };

describe('keyword-only cards', () => {
  const cards = CATALOGUE.filter((c) => KEYWORD_ONLY_IDS.has(c.id));
  it('there are implemented keyword-only cards', () => expect(cards.length).toBeGreaterThan(40));
  for (const c of cards) {
    it(`${c.id} ${c.name}`, () => {
      const capital = c.deck.raceOnly ? c.deck.raceOnly.toLowerCase().replace(' ', '-') : RACE_BOARD[c.race] ?? (c.deck.affiliation === 'Destruction' ? 'orc' : 'dwarf');
      expect(capitalById(capital), capital).toBeDefined();
      const zone = c.type === 'Quest' ? 'quest' : (c.entry ?? 'battlefield');
      const deck = Array.from({ length: 10 }, () => '01001');
      const cost = (c.cost as number) + Math.max(0, c.loyalty - (RACE_BOARD[c.race] === capital ? 1 : 0));
      const r = runScenario({
        name: c.name,
        phase: 'capital',
        players: [
          { capital, resources: cost + 1, hand: [{ card: c.id, as: 'it' }], deck },
          { capital: 'orc', deck },
        ],
        decisions: [{ type: 'play', card: '@it', zone, player: 1 }],
        expect: {
          '@it.loc': zone,
          ...(c.type === 'Unit' ? { '@it.power': c.power, '@it.hitPoints': c.hitPoints } : {}),
          'p1.resources': 1,
        },
      });
      expect(r.failures, r.failures.join('\n')).toEqual([]);
    });
  }
});
