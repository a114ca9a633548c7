import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Savage Gors', () => {
  it('deals 2 extra combat damage while attacking with two developments in its battlefield', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Savage Gors', as: 'g' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { expect: { '@g.power': 1, prompt: { player: 1, kind: 'assignDamage' }, log: ['P1 has 3 combat damage to assign'] } },
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { 'p2.kingdom.damage': 3 },
    });
  });

  it('deals only its power with a single development', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Savage Gors', as: 'g' }], developments: ['Mountain Brigade'] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });
});
