import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Orc Shaman', () => {
  it('when you play a development: a token, then up to X capital damage of its zone moves onto your target unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade', 'Mountain Brigade'],
        kingdom: { cards: [{ card: 'Orc Shaman', as: 's', tokens: 1 }], damage: 3 },
        battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] },
      }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 0 },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@s' }, { type: 'pass' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@s.tokens': 2, '@b.damage': 2, 'p1.kingdom.damage': 1 } },
      ],
    });
  });

  it('cannot target an opponent\'s unit, and may be used for the token alone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Orc Shaman', as: 's' }], damage: 3 } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 0 },
        { expect: { options: { exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'pass' },
        { expect: { '@s.tokens': 1, '@m.damage': 0, 'p1.kingdom.damage': 3 } },
      ],
    });
  });
});
