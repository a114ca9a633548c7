import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Oathstone', () => {
  it("goes only onto a unit you control", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Oathstone', as: 'o' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@o', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@o', zone: 'kingdom', target: '@b' },
      ],
      // cost 1 + loyalty 2 (no Dwarf symbol on an Orc capital)
      expect: { '@o.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('when the attached unit is destroyed, you draw 4 cards', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: [], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 3 }, { card: 'Oathstone', as: 'o', attachedTo: '@b' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@hu', player: 2 },
        { type: 'assign', target: '@hu', amount: 1 },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'pass' },
      ],
      expect: { '@b.loc': 'discard', '@o.loc': 'discard', '@hu.loc': 'discard', 'p1.hand.count': 4, 'p1.deck': 6 },
    });
  });

  it('not when the unit is sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Huntsmen'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Oathstone', as: 'o', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [{ type: 'use', card: '@lc', ability: 'action' }, { type: 'pass' }],
      expect: { '@lc.loc': 'discard', '@o.loc': 'discard', '@hu.loc': 'discard', 'p1.hand.count': 1, 'p1.deck': 10 },
    });
  });

  it('is discarded when the opponent takes control of its unit (it must stay yours); that is no destruction: no draw', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: [], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Oathstone', as: 'o', attachedTo: '@hu' }] } },
        { resources: 5, hand: ['Grasping Darkness', 'Huntsmen'] },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: 'Grasping Darkness', player: 2 }],
      expect: { '@hu.controller': 2, '@o.loc': 'discard', 'p1.hand.count': 0, 'p1.deck': 10 },
    });
  });
});

