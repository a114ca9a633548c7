import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Glorious Preceptor', () => {
  it('after entering play its controller may draw a card, once', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Glorious Preceptor', as: 'g' }, 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { expect: { 'p1.hand.count': 1 } },
        { type: 'use', card: '@g', ability: 'enters' },
        { expect: { 'p1.hand.count': 2 } },
        { type: 'use', card: '@g', ability: 'enters', illegal: '' },
      ],
    });
  });

  it('after leaving play (destroyed in combat) its controller may draw a card', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Glorious Preceptor', as: 'g', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'assign', target: '@m', amount: 1 },
        { type: 'assign', target: '@g', amount: 2, player: 2 },
        { expect: { '@g.loc': 'discard', 'p1.hand.count': 0 } },
        { type: 'use', card: '@g', ability: 'leaves', player: 1 },
      ],
      expect: { 'p1.hand.count': 1 },
    });
  });

  it('the draw is optional: passing draws nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Glorious Preceptor', as: 'g' }, 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { type: 'pass', player: 1 },
      ],
      expect: { 'p1.hand.count': 1 },
    });
  });
});
