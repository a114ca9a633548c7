import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Marauding Giant', () => {
  it('attacks only alongside another attacker, declared first', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Marauding Giant', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attacker', card: '@b' }], exclude: [{ type: 'attacker', card: '@g' }] } } },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@g' },
        { expect: { 'combat.attackers': ['Black Orc Squad', 'Marauding Giant'] } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Marauding Giant', as: 'g' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@g', illegal: '' }],
    });
  });

  it('defends only alongside another defender, declared first', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Marauding Giant', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] } }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['orc', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { expect: { prompt: { player: 1, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@b' }], exclude: [{ type: 'defender', card: '@g' }] } } },
        { type: 'defender', card: '@b', player: 1 },
        { type: 'defender', card: '@g', player: 1 },
        { expect: { 'combat.defenders': ['Black Orc Squad', 'Marauding Giant'] } },
      ],
    });
  });
});
