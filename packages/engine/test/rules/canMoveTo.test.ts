/**
 * `rules.canMoveTo` (card language escape): whether cards in play may be moved to a zone — the zones
 * `zoneFor` offers (their controller's, not the one they are in, never a second Hero: FAQ Moving
 * Units; Limit one Hero per zone) — so an action whose move has nowhere to go cannot be initiated.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choice, move, rules, TARGET, unit, zoneFor, ZONES } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Action: move target unit to another zone of its controller's" (not to be initiated when it has nowhere to go).
  {
    ...testUnit('tm101', 'Shifter'),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [
      action({
        target: unit({ where: (ctx, id) => ZONES.some((z) => rules.canMoveTo(ctx.state, [id], ctx.state.cards[id]!.controller, z)) }),
        effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })],
      }),
    ],
  } satisfies CardDef,
  testUnit('tm102', 'Hero A', { hero: true }),
  testUnit('tm103', 'Hero B', { hero: true }),
  testUnit('tm104', 'Hero C', { hero: true }),
]);

describe('rules.canMoveTo', () => {
  it('a Hero with a Hero of its controller in each other zone has nowhere to go; another unit has', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Shifter', 'Grunt'], battlefield: { cards: [{ card: 'Hero A', as: 'a' }, { card: 'Grunt', as: 'g' }] }, kingdom: { cards: ['Hero B'] }, quest: { cards: ['Hero C'] } },
        {},
      ),
      decisions: [
        { type: 'play', card: 'Shifter' },
        // the Hero has nowhere to go, so the Grunt is the only target: picked for P1; then its zone
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@g.loc': 'quest', '@a.loc': 'battlefield' },
    });
  });

  it('with only that Hero in play, the action has no target and cannot be played', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Shifter', 'Grunt'], battlefield: { cards: [{ card: 'Hero A', as: 'a' }] }, kingdom: { cards: ['Hero B'] }, quest: { cards: ['Hero C'] } }, {}),
      decisions: [{ type: 'play', card: 'Shifter', illegal: 'no legal target' }],
    });
  });
});
