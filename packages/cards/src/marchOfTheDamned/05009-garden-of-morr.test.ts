import { afterAll, beforeAll, describe, it } from 'vitest';
import { useRuleset, type CardDef } from '@invasion/engine';
import { action, destroy, support, target, TARGET, unit } from '@invasion/engine/dsl';
import { RULESET } from '../index.js';
import { board, expectScenario } from '../testing.js';

// A test-only tactic: "Action: destroy target unit, then target support card" (in one effect).
const WRECKER: CardDef = {
  id: 'zz901', name: 'Test Wrecker', type: 'Tactic', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true,
  abilities: [action({ targets: [unit(), support()], effect: [destroy(TARGET), destroy(target(1))] })],
};
// Card test files share their worker's modules (vitest.config.ts): install the superset for this file only.
beforeAll(() => useRuleset({ ...RULESET, cards: [...RULESET.cards, WRECKER] }));
afterAll(() => useRuleset(RULESET));

describe('Garden of Morr', () => {
  it('by itself, gains one resource token (and so 1 power) when units are destroyed together, not one per unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], battlefield: { cards: ['Black Orc Squad'] } },
        { kingdom: { cards: [{ card: 'Garden of Morr', as: 'g' }] }, battlefield: { cards: ['Cold One Knight', 'Mountain Brigade'] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { expect: { '@g.power': 1, 'p2.kingdom.power': 4 } },
        { type: 'play', card: '@v' },
        // (P2 keeps the order his two destroyed units entered his discard pile in)
        { type: 'pass', player: 2 },
      ],
      expect: { 'p1.battlefield.units': [], 'p2.battlefield.units': [], '@g.tokens': 1, '@g.power': 2, 'p2.kingdom.power': 5 },
    });
  });

  it('gains a token for each later destruction, whoever controls the unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o', tokens: 2 }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine', damage: 3 }] } },
        { kingdom: { cards: [{ card: 'Garden of Morr', as: 'g' }, { card: 'Black Orc Squad', as: 'b', damage: 3 }] } },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@o', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'number', value: 1 },
        { type: 'pass' },
        { expect: { '@b.loc': 'discard', '@g.tokens': 1 } },
        // (P1's Squad is the only unit left, X = 1 the only choice)
        { type: 'use', card: '@o', ability: 'action' },
      ],
      expect: { '@mine.loc': 'discard', '@g.tokens': 2, '@g.power': 3 },
    });
  });

  it('ignores a support card destroyed, and gains nothing once it has left play itself', () => {
    // Smash 'Em All!: its cost sacrifices the questing unit (not a destruction), then P2's supports are destroyed
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Garden of Morr', as: 'g' }] }, quest: { cards: [{ card: "Smash 'Em All!", as: 'x', tokens: 3 }, { card: 'Black Orc Squad', as: 'q', questing: '@x' }] } },
        { kingdom: { cards: [{ card: 'Troll Den', as: 't' }] } },
        ['orc', 'empire'],
      ),
      decisions: [{ type: 'use', card: '@x', ability: 'action' }],
      expect: { '@q.loc': 'discard', '@t.loc': 'discard', '@g.tokens': 0 },
    });
    // a unit and the Garden destroyed by one effect: the Garden triggers, but is out of play when its effect resolves
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Test Wrecker', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Garden of Morr', as: 'g', tokens: 1 }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['orc', 'empire'],
      ),
      // (P2 keeps the order his two cards entered his discard pile in)
      decisions: [{ type: 'play', card: 'Test Wrecker' }, { type: 'pass', player: 2 }],
      expect: { '@b.loc': 'discard', '@g.loc': 'discard', '@g.tokens': 0, log: ['Garden of Morr#22 leaves play', 'Garden of Morr#22 resolves'] },
    });
  });
});
