import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Spida Huntin'", () => {
  it('deals 2 damage to a target unit you control, which has 2 more power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ["Spida Huntin'", 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 's' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: "Spida Huntin'" },
        // only his own units
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@s' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@b.damage': 2, '@b.power': 3, 'p1.resources': 1, 'p1.battlefield.power': 3, '@s.power': 1, '@s.damage': 0 } },
        // no attack: at the end of the turn the power is gone, the damage stays
        { type: 'pass' },
        { expect: { active: 2, '@b.power': 1, '@b.damage': 2 } },
      ],
    });
  });

  it('the power comes even when Toughness cancels part of the damage; a unit the damage destroys gains nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ["Spida Huntin'", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Gromril Armour', as: 'g', attachedTo: '@b' }] } },
      ),
      decisions: [{ type: 'play', card: "Spida Huntin'" }],
      expect: { '@b.damage': 1, '@b.power': 3 },
    });
    // a 2-hit-point unit dies of it: in the discard pile, nothing is left of the gain (a new card there)
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ["Spida Huntin'", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] } }),
      decisions: [{ type: 'play', card: "Spida Huntin'" }],
      expect: { '@r.loc': 'discard', 'p1.kingdom.power': 3 },
    });
  });

  it('cannot be played without a unit of your own', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ["Spida Huntin'", 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: "Spida Huntin'", illegal: 'no legal target' }],
    });
  });
});
