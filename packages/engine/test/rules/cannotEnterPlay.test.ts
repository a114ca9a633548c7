/**
 * `rules.cannotEnterPlay`: why a card could not be put into play in a zone of a player's capital now
 * (a unique copy of his in play, a Hero already in that zone, the card's own zone restriction) —
 * FAQ: Put into Play, Limit one Hero per zone. A zone choice (`section({ zoneWhere })`) uses it to
 * offer only zones the card can enter, so a player is never led into a put-into-play that fails.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choice, chosen, fromHand, putIntoPlay, rules, section, unit, YOU, type Ctx, type PlayerId, type ZoneName } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function canEnter(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const picked = rules.picked(ctx, 'card')[0];
  return picked !== undefined && p === ctx.player && rules.cannotEnterPlay(ctx.state, picked, p, zone) === null;
}

registerFixtures([
  // "Action: put a unit from your hand into play (in any zone)."
  {
    ...testUnit('ce101', 'Muster Call'),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [
      action({
        effect: [
          choice('card', fromHand(unit())),
          choice('zone', section({ whose: YOU, unburned: false, zoneWhere: canEnter })),
          putIntoPlay(chosen('card'), { chosen: 'zone' }),
        ],
      }),
    ],
  } as CardDef,
  testUnit('ce102', 'Outrider', { entry: 'battlefield' }),
  testUnit('ce103', 'Clanchief', { hero: true, unique: true }),
  testUnit('ce104', 'Boss of Bosses', { hero: true }),
]);

describe('rules.cannotEnterPlay', () => {
  it('a unit restricted to the battlefield is offered only the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Muster Call', 'Outrider', 'Grunt'] }),
      decisions: [{ type: 'play', card: 'Muster Call' }, { type: 'target', target: 'Outrider' }],
      expect: { 'p1.battlefield.units': ['Outrider'] },
    });
  });

  it('a Hero is not offered a zone that has one; a unique card already in play is offered no zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Muster Call', 'Boss of Bosses', 'Grunt'], kingdom: { cards: ['Clanchief'] } }),
      decisions: [
        { type: 'play', card: 'Muster Call' },
        { type: 'target', target: 'Boss of Bosses' },
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { 'p1.battlefield.units': ['Boss of Bosses'] },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Muster Call', 'Clanchief', 'Grunt'], quest: { cards: ['Clanchief'] } }),
      decisions: [{ type: 'play', card: 'Muster Call' }, { type: 'target', target: 'Clanchief' }],
      expect: { 'p1.hand': ['Clanchief', 'Grunt'], 'p1.quest.units': ['Clanchief'], 'p1.kingdom.units': [], 'p1.battlefield.units': [] },
    });
  });
});
