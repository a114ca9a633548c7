import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Offering of Blood', () => {
  it('sacrifice one of your units: each section of the opponent\'s capital is dealt 1 damage (none to a burning one)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Offering of Blood', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'z' }, { card: 'Chaos Knights', as: 'k' }] } },
        { quest: { burning: true }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Offering of Blood' },
        // P1 chooses among his own units only
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@z' }, { type: 'target', target: '@k' }], exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@z' },
      ],
      expect: { '@z.loc': 'discard', '@k.loc': 'kingdom', 'p2.kingdom.damage': 1, 'p2.battlefield.damage': 1, 'p2.quest.damage': 0, 'p1.kingdom.damage': 0 },
    });
  });

  it('cannot be played without a unit of yours to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Offering of Blood', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Anvil of Doom' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: 'Offering of Blood' }] } } }],
    });
  });
});
