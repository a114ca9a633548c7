import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Marauding Giant', () => {
  it('attacks only alongside another attacker: declared first, its player must then declare another', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Marauding Giant', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, options: { include: [{ type: 'attacker', card: '@b' }], exclude: [{ type: 'pass' }] } } },
        { type: 'pass', illegal: '' },
        { type: 'attacker', card: '@b' },
        { expect: { 'combat.attackers': ['Black Orc Squad', 'Marauding Giant'] } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Marauding Giant', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@g' },
        { expect: { 'combat.attackers': ['Black Orc Squad', 'Marauding Giant'] } },
      ],
    });
    // with no other unit able to join it, it cannot attack
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Marauding Giant', as: 'g' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@g', illegal: '' }],
    });
  });

  it('two Giants may attack together', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Marauding Giant', as: 'g1' }, { card: 'Marauding Giant', as: 'g2' }] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g1' },
        { type: 'attacker', card: '@g2' },
        { expect: { 'combat.attackers': ['Marauding Giant', 'Marauding Giant'] } },
      ],
    });
  });

  it('defends only alongside another defender', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Marauding Giant', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] } }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['orc', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@g', player: 1 },
        { expect: { prompt: { player: 1, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@b' }], exclude: [{ type: 'pass' }] } } },
        { type: 'defender', card: '@b', player: 1 },
        { expect: { 'combat.defenders': ['Black Orc Squad', 'Marauding Giant'] } },
      ],
    });
    // alone in the attacked zone, it cannot defend
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Marauding Giant', as: 'g' }] } }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['orc', 'dwarf']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@m' }, { expect: { 'combat.defenders': [], prompt: { player: 2, kind: 'assignDamage' } } }],
    });
  });
});
