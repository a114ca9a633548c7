import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Grasping Darkness', () => {
  it('takes a target unit of printed cost 2 or less into your zone of the same name until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Grasping Darkness', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }, { card: 'Black Orc Squad', as: 'big' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Grasping Darkness' },
        // Black Orc Squad costs 3: not a legal target (the Hammerer, the only one, is picked)
        { expect: { '@ham.controller': 1, '@ham.loc': 'kingdom', 'p1.kingdom.units': ['Hammerer of Karak Azul'], 'p2.kingdom.units': ['Black Orc Squad'] } },
        { type: 'pass' },
        // back to its owner at the end of the turn
        { expect: { turn: 4, '@ham.controller': 2, 'p2.kingdom.units': ['Black Orc Squad', 'Hammerer of Karak Azul'] } },
      ],
    });
  });

  it('the unit taken can attack for its new controller this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Grasping Darkness', 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Grasping Darkness' },
        { type: 'pass' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ham' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      expect: { 'p2.quest.damage': 1 },
    });
  });

  it('cannot be played without a unit of printed cost 2 or less', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Grasping Darkness', 'Mountain Brigade'] }, { kingdom: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Grasping Darkness', illegal: 'no legal target' }],
    });
  });
});
