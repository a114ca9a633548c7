import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Choppa', () => {
  it('goes only onto a unit in your battlefield and gives it +2 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Choppa'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 3 }, { card: 'Totem of Gork', as: 't' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Choppa', zone: 'kingdom', target: '@k', illegal: 'cannot be attached' },
        { type: 'play', card: 'Choppa', zone: 'battlefield', target: '@m', illegal: 'cannot be attached' },
        { type: 'play', card: 'Choppa', zone: 'battlefield', target: '@t', illegal: 'cannot be attached' },
        { type: 'play', card: 'Choppa', zone: 'battlefield', target: '@b' },
      ],
      expect: { '@b.power': 3, '@k.power': 1, '@m.power': 2, 'p1.battlefield.supports': ['Choppa', 'Totem of Gork'], 'p1.resources': 4 },
    });
  });

  it('goes to the discard pile with its unit when the unit leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: ['Rock Lobber', { card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'c', attachedTo: '@b' }] } },
      ),
      decisions: [
        { expect: { '@b.power': 3 } },
        { type: 'use', card: 'Rock Lobber', ability: 'action' },
        { type: 'pass' }, // the unit and its Choppa enter the discard pile together: their order is kept
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2, '@b.loc': 'discard', '@c.loc': 'discard' },
    });
  });
});
