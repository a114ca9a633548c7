import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const defend = (p2Legend: boolean, p1Legend: boolean) => ({
  phase: 'battlefield' as const,
  step: 'assignDamage' as const,
  combat: { zone: 'kingdom' as const, attackers: ['@ck'], defenders: ['@t'] },
  players: board(
    { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, ...(p1Legend ? { legend: 'Morathi' } : {}) },
    { kingdom: { cards: [{ card: 'Dwarf Thunderer', as: 't' }] }, ...(p2Legend ? { legend: 'Grombrindal' } : {}) },
    ['chaos', 'dwarf'],
  ),
});

describe('Dwarf Thunderer', () => {
  it('with a legend of its controller in play, Toughness 2 cancels 2 of the damage dealt to it', () => {
    expectScenario({
      ...defend(true, false),
      decisions: [{ type: 'assign', target: '@t', amount: 3 }, { type: 'assign', target: '@ck', amount: 2, player: 2 }],
      expect: { '@t.damage': 1, '@t.loc': 'kingdom', log: ['Toughness 2'] },
    });
  });

  it("without one (the opponent's legend does not count) it takes the damage in full", () => {
    expectScenario({
      ...defend(false, true),
      decisions: [{ type: 'assign', target: '@t', amount: 3 }, { type: 'assign', target: '@ck', amount: 2, player: 2 }],
      expect: { '@t.damage': 3 },
    });
  });
});
