import { describe, it } from 'vitest';
import type { ScenarioInput } from '@invasion/engine';
import { board, expectScenario } from '../../testing.js';

const defenders = [{ card: 'Black Orc Squad', as: 'd', damage: 1 }, { card: 'Black Orc Squad', as: 'f' }];
const attackers = { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }, { card: 'Chaos Knights', as: 'k', damage: 1 }] } };
const defend = (bigUnsZone: 'battlefield' | 'kingdom') =>
  bigUnsZone === 'battlefield'
    ? board({ battlefield: { cards: [{ card: "Big 'Uns", as: 'u' }, ...defenders] } }, attackers)
    : board({ kingdom: { cards: [{ card: "Big 'Uns", as: 'u' }] }, battlefield: { cards: defenders } }, attackers);

const combat = (bigUnsCouldDefend: boolean): NonNullable<ScenarioInput['decisions']> => [
  { type: 'attack', zone: 'battlefield' },
  { type: 'attacker', card: '@c' },
  { type: 'attacker', card: '@k' },
  { type: 'defender', card: '@d', player: 1 },
  { type: 'defender', card: '@f', player: 1 },
  ...(bigUnsCouldDefend ? [{ type: 'pass' }] : []), // no more defenders
  { type: 'assign', target: '@d', amount: 3 },
  { type: 'assign', target: '@f', amount: 3 },
  { type: 'assign', target: '@k', amount: 2, player: 1 },
];

describe("Big 'Uns", () => {
  it("in the battlefield, its controller's damaged units have Toughness 1; undamaged ones and the opponent's do not", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defend('battlefield'),
      decisions: combat(true),
      // the damaged defender cancels 1 of its 3; the undamaged one takes all 3; the damaged Chaos Knights (not his) take both
      expect: { '@d.damage': 3, '@f.damage': 3, '@k.damage': 3, log: ['Toughness 1 cancels 1 damage to Black Orc Squad'] },
    });
  });

  it('does nothing outside the battlefield', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: defend('kingdom'),
      decisions: combat(false),
      expect: { '@d.loc': 'discard', '@f.damage': 3 },
    });
  });
});
