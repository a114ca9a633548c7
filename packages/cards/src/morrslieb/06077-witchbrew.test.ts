import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const attacker = { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Witchbrew', as: 'w', attachedTo: '@a' }] } };

describe('Witchbrew', () => {
  it("when its unit attacks: the opponent's top card is discarded; a unit card gives +1 power until the turn ends", () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ ...attacker, deck: ['Organ Gun', 'Mountain Brigade'] }, { deck: ['Black Orc Squad', 'Organ Gun', 'Mountain Brigade'] }, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'mode', index: 0 },
        { expect: { 'p2.discard': ['Black Orc Squad'], 'p2.deck': 2, 'p1.deck': 2, '@a.power': 3 } },
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
      ],
    });
  });

  it('may pick yourself; a card that is no unit gives nothing', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ ...attacker, deck: ['Organ Gun', 'Mountain Brigade'] }, { deck: ['Black Orc Squad', 'Mountain Brigade'] }, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'mode', index: 1 },
        { expect: { 'p1.discard': ['Organ Gun'], 'p2.deck': 2, '@a.power': 2 } },
      ],
    });
  });

  it('the power lasts until the end of the turn only', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ ...attacker, deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] }, { deck: ['Black Orc Squad', 'Mountain Brigade', 'Mountain Brigade'] }, ['dark-elf', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'mode', index: 1 },
        { expect: { 'p1.discard': ['Mountain Brigade'], '@a.power': 3 } },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { expect: { 'p2.kingdom.damage': 3, active: 2, '@a.power': 2 } },
      ],
    });
  });
});
