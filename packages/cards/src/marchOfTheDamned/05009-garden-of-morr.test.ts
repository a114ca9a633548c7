import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Garden of Morr', () => {
  it('gains one resource token (and so 1 power) when units are destroyed together, not one per unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], battlefield: { cards: ['Black Orc Squad'] } },
        { kingdom: { cards: [{ card: 'Garden of Morr', as: 'g' }] }, battlefield: { cards: ['Savage Gors', 'Mountain Brigade'] } },
        ['orc', 'empire'],
      ),
      // P2 keeps the order his two destroyed units entered his discard pile in
      decisions: [{ type: 'play', card: '@v' }, { type: 'pass', player: 2 }],
      expect: { '@g.tokens': 1, '@g.power': 2, 'p2.kingdom.power': 5 },
    });
  });

  it('ignores a destroyed support card', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Demolition!', as: 'd' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Garden of Morr', as: 'g' }, { card: 'Troll Den', as: 't' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [{ type: 'play', card: '@d' }, { type: 'target', target: '@t' }],
      expect: { '@t.loc': 'discard', '@g.tokens': 0 },
    });
  });
});
