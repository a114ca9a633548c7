import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Squig Herders', () => {
  it("has +1 power only while a unit its controller controls is damaged (not the opponent's)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Squig Herders', as: 's' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
      ),
      expect: { '@s.power': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Squig Herders', as: 's', damage: 1 }] } }),
      expect: { '@s.power': 2, 'p1.kingdom.power': 5 },
    });
  });

  it('counts a damaged unit in another zone, and loses the power as soon as no damaged unit is left', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 2,
        hand: ['Mountain Brigade'],
        quest: { cards: [{ card: 'Squig Herders', as: 's' }] },
        battlefield: { cards: ['Rock Lobber', { card: 'Black Orc Squad', as: 'b', damage: 2 }] },
      }),
      decisions: [
        { expect: { '@s.power': 2 } },
        { type: 'use', card: 'Rock Lobber', ability: 'action' }, // sacrifices the damaged unit
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { '@b.loc': 'discard', '@s.power': 1 },
    });
  });
});
