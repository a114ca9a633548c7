/**
 * Whether an ability can be initiated depends on its targets existing (FAQ: Targeting). With several
 * targets where a later one depends on an earlier one, it can be initiated when some combination
 * works — not only when the first candidate of each target happens to — and a first target with
 * which no second target could be chosen is not offered.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, damage, target, unit, type Ctx } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

/** Another unit in the same zone of the same capital as the first target. */
function besideFirst(ctx: Ctx, id: number): boolean {
  const first = ctx.use.picks[0]?.[0];
  if (first === undefined || first < 0 || first === id) return false;
  const a = ctx.state.cards[first]!;
  const b = ctx.state.cards[id]!;
  return a.loc === b.loc && a.controller === b.controller;
}

registerFixtures([
  // Tactic: choose a target unit and a second target unit beside it; 1 damage to the second.
  { ...testUnit('x9871', 'Pair Strike', { cost: 0, power: 0, hitPoints: 0 }), type: 'Tactic', abilities: [action({ targets: [unit(), unit({ where: besideFirst })], effect: damage(target(1), 1) })] } as CardDef,
]);

describe('dependent targets', () => {
  it('playable when a valid pair exists though the first candidate has no partner', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Pair Strike', 'Wall'], kingdom: { cards: [{ card: 'Grunt', as: 'lone' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'a' }, { card: 'Brute', as: 'b' }] } }),
      decisions: [
        { type: 'play', card: 'Pair Strike' },
        // the lone unit is no first target: no second target could go with it
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@lone' }] } } },
        { type: 'target', target: '@a' },
        // (the second target has one candidate left: chosen for P1)
      ],
      expect: { '@b.damage': 1, '@a.damage': 0, '@lone.damage': 0 },
    });
  });

  it('not playable when no pair exists at all', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Pair Strike', 'Wall'], kingdom: { cards: [{ card: 'Grunt', as: 'lone' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'a' }] }, quest: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Pair Strike', illegal: 'target' }],
    });
  });
});
