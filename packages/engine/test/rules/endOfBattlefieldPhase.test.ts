/**
 * "At the end of your battlefield phase": the battlefield phase ends with the End of Turn (its last
 * window), so endPhase('battlefield') triggers there — and not on turn 1, when the first player skips
 * his battlefield phase (rules summary: first player penalty). Also the escape readers
 * `rules.canDefend` (a unit that could be declared as a defender now) and `rules.hasLasting`.
 */
import { describe, it } from 'vitest';
import { draw, each, EACH, endPhase, OPPONENT, rules, startLasting, unit, whenever, YOU, zoneAttacked, damage } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "At the end of your battlefield phase, draw 2 cards."
  testUnit('x9311', 'Night Watch', { abilities: [whenever({ when: endPhase('battlefield', YOU), effect: draw(YOU, 2) })] }),
  // "When your opponent's zone is attacked, mark each unit that could defend it; at the end of your
  // battlefield phase, each marked unit is dealt 1 damage."
  {
    ...testUnit('x9312', 'Marker'),
    abilities: [
      whenever({ id: 'mark', when: zoneAttacked({ player: OPPONENT }), effect: each(unit({ where: (ctx, id) => rules.canDefend(ctx.state, id) }), startLasting('m', { card: EACH, until: 'phase' })) }),
      whenever({ id: 'hit', when: endPhase('battlefield', YOU), effect: each(unit({ where: (ctx, id) => rules.hasLasting(ctx, id, 'm') }), damage(EACH, 1)) }),
    ],
    lasting: { m: { abilities: [] } },
  },
]);

describe('the end of the battlefield phase', () => {
  it('triggers at the end of your battlefield phase (the End of Turn), not the opponent\'s', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ kingdom: { cards: ['Night Watch'] } }, {}),
      decisions: [],
      // (no unit could attack: the battlefield phase went straight to its end)
      expect: { turn: 4, 'p1.hand.count': 2 },
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Night Watch'] } }, {}),
      decisions: [],
      // only his turn-4 quest phase card
      expect: { turn: 4, 'p1.hand.count': 1 },
    });
  });

  it('not on turn 1, when the first player skips his battlefield phase', () => {
    expectScenario({
      turn: 1,
      phase: 'capital',
      players: board({ kingdom: { cards: ['Night Watch'] }, hand: ['Grunt'] }, {}),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { turn: 2, 'p1.hand': ['Grunt'] },
    });
  });

  it('canDefend: units of the attacked zone able to defend (not corrupt ones, not other zones); hasLasting reads the marks', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: ['Marker'] }, battlefield: { cards: [{ card: 'Brute', as: 'a' }] } },
        { kingdom: { cards: [{ card: 'Brute', as: 'k1' }, { card: 'Brute', as: 'k2', corrupt: true }] }, quest: { cards: [{ card: 'Brute', as: 'q' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { turn: 4, '@k1.damage': 1, '@k2.damage': 0, '@q.damage': 0, '@a.damage': 0 },
    });
  });
});
