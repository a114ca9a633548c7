import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Vicious Marauder', () => {
  it('enters play only in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Vicious Marauder', as: 'v' }, 'Mountain Brigade'] }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: '@v', zone: 'kingdom', illegal: '' },
        { type: 'play', card: '@v', zone: 'quest', illegal: '' },
        { type: 'play', card: '@v', zone: 'battlefield' },
      ],
      expect: { '@v.loc': 'battlefield' },
    });
  });

  it('its controller must attack, and it is declared as an attacker by the rules', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Vicious Marauder', as: 'v' }, { card: 'Black Orc Squad', as: 'o' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'pass', player: 1, illegal: 'not a legal decision' },
        { type: 'attack', zone: 'quest' },
        { expect: { 'combat.attackers': ['Vicious Marauder'], prompt: { player: 1, kind: 'declareAttackers' } } },
        { type: 'pass', player: 1 },
      ],
      expect: { 'combat.attackers': ['Vicious Marauder'], '@o.loc': 'battlefield' },
    });
  });

  it('not when it cannot attack (corrupted)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Vicious Marauder', as: 'v', corrupt: true }] } }, {}, ['chaos', 'dwarf']),
      decisions: [],
      expect: { turn: 4 },
    });
  });
});
