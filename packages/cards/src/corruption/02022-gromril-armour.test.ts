import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gromril Armour', () => {
  it("is played onto any unit, an opponent's too, but not onto a support", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Gromril Armour', as: 'ga' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Keystone Forge', as: 'kf' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@ga', zone: 'kingdom', target: '@kf', illegal: 'cannot be attached' },
        { type: 'play', card: '@ga', zone: 'battlefield', target: '@b' },
        { type: 'pass' },
      ],
      // cost 0, loyalty 2 less the Dwarf symbols of the capital and the Keystone Forge
      expect: { '@ga.loc': 'battlefield', '@ga.controller': 1, 'p1.resources': 3 },
    });
  });

  it('the attached unit cancels 1 of the damage assigned to it (on top of its own Toughness)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        {
          kingdom: {
            cards: [
              { card: 'Black Orc Squad', as: 'b' },
              { card: 'Gromril Armour', attachedTo: '@b' },
              { card: 'Hammerer of Karak Azul', as: 'h' },
              { card: 'Gromril Armour', attachedTo: '@h' },
            ],
          },
        },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@b', player: 2 },
        { type: 'defender', card: '@h', player: 2 },
        { type: 'assign', target: '@b', amount: 1 },
        { type: 'assign', target: '@h', amount: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
      ],
      // Squad: 1 - 1; Hammerer (Toughness 1 + 1): 2 - 2
      expect: { '@b.damage': 0, '@h.damage': 0, '@h.loc': 'kingdom' },
    });
  });
});
