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

  it("deals only its power with a single development of its own (the opponent's do not count)", () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Savage Gors', as: 'g' }], developments: ['Mountain Brigade'] } }, { battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { expect: { log: ['P1 has 1 combat damage to assign'] } },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });

  it('deals no extra damage while defending', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Savage Gors', as: 'g' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@g', player: 1 },
        { type: 'assign', target: '@g', amount: 2 },
        { expect: { log: ['P1 has 1 combat damage to assign'] } },
        { type: 'assign', target: '@m', amount: 1, player: 1 },
      ],
      expect: { '@m.damage': 1, '@g.loc': 'discard' },
    });
  });
});
