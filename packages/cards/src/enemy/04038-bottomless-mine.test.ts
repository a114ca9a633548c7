import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bottomless Mine', () => {
  it('has +2 power in the kingdom with two or more of your units there (not in another zone, not counting other zones\' units)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: ['Mountain Brigade', { card: 'Black Orc Squad', as: 'new' }],
          kingdom: { cards: [{ card: 'Bottomless Mine', as: 'k' }, 'Black Orc Squad'] },
          quest: { cards: [{ card: 'Bottomless Mine', as: 'q' }, 'Black Orc Squad', 'Black Orc Squad'] },
        },
        { kingdom: { cards: ['Mountain Brigade', 'Mountain Brigade'] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { expect: { '@k.power': 1, '@q.power': 1 } },
        { type: 'play', card: '@new', zone: 'kingdom' },
      ],
      expect: { '@k.power': 3, '@q.power': 1 },
    });
  });

  it('loses the bonus when a unit leaves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Bottomless Mine', as: 'k' }, { card: 'Mountain Brigade', as: 'm1' }, 'Mountain Brigade'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [{ expect: { '@k.power': 3, 'p1.kingdom.power': 10 } }, { type: 'play', card: '@cb' }, { type: 'target', target: '@m1' }],
      expect: { '@k.power': 1 },
    });
  });

  it('is Limited', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Bottomless Mine', as: 'a' }, { card: 'Bottomless Mine', as: 'b' }] }),
      decisions: [
        { type: 'play', card: '@a', zone: 'kingdom' },
        { type: 'play', card: '@b', zone: 'kingdom', illegal: 'Limited' },
      ],
      expect: { 'p1.kingdom.supports': ['Bottomless Mine'], 'p1.resources': 4 },
    });
  });
});
