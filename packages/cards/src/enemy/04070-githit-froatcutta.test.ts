import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Githit Froatcutta', () => {
  it('has +1 power per damaged unit you control, itself included; the opponent\'s damaged units do not count', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Githit Froatcutta', as: 'g', damage: 1 }, { card: 'Mountain Brigade', damage: 1 }] },
          quest: { cards: [{ card: 'Mountain Brigade', damage: 2 }, { card: 'Mountain Brigade' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', damage: 1 }] } },
      ),
      decisions: [],
      expect: { '@g.power': 5, 'p1.kingdom.power': 10 },
    });
  });

  it('has its printed power with no damaged unit; it changes as units are damaged', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Githit Froatcutta', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] } },
        { resources: 3, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { expect: { '@g.power': 2 } },
        { type: 'pass' },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@m' },
        { expect: { '@m.damage': 1, '@g.power': 3 } },
      ],
    });
  });
});
