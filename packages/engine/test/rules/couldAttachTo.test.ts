/**
 * `rules.couldAttachTo`: whether an Attachment card out of play (hand, discard pile) could be attached
 * by a player to a host "following all restrictions" — its requirements as if played onto that host
 * (`to` and `enter`), and uniqueness (FAQ: Put into Play; Attachments). A choice of cards to attach
 * uses it to offer only those that fit (Armed To Da Teef).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, attachTo, choice, chosen, fromDiscard, rules, TARGET, unit, type Ctx } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const fits = (ctx: Ctx, id: number) => {
  const host = ctx.use.picks[0]?.[0];
  return host !== undefined && rules.couldAttachTo(ctx.state, id, host, ctx.player);
};

function card(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Support', power: 0, hitPoints: 0, ...extra } as CardDef;
}

registerFixtures([
  // "Action: attach an Attachment card from your discard pile to target unit you control."
  {
    ...testUnit('ca101', 'Rearm'),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [action({ target: unit({ controller: 'you' }), effect: [choice('att', fromDiscard({ where: fits }, { min: 0, max: 1 })), attachTo(chosen('att'), TARGET)] })],
  } as CardDef,
  card('ca102', 'Battle Standard', { traits: ['Attachment'], attach: { to: unit({ controller: 'you' }), enter: { zone: 'battlefield' } } }),
  card('ca103', 'Crown', { traits: ['Attachment'], unique: true, attach: { to: unit() } }),
  card('ca104', 'Rope', { traits: ['Attachment'], attach: { to: unit() } }),
]);

describe('rules.couldAttachTo', () => {
  it("offers only attachments whose requirements accept the host as if played there, and no unique copy already in play", () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Rearm', 'Grunt'],
        discard: [{ card: 'Battle Standard', as: 'bs' }, { card: 'Crown', as: 'c' }, { card: 'Rope', as: 'r' }, 'Grunt'],
        kingdom: { cards: [{ card: 'Grunt', as: 'k' }, { card: 'Crown', attachedTo: '@k' }] },
      }),
      decisions: [
        // its only unit, the Grunt in the kingdom, is the target
        { type: 'play', card: 'Rearm' },
        // the Standard goes only on a unit in the battlefield; the Crown is unique and in play; a unit card has no attachment rules
        { expect: { options: { include: [{ type: 'target', target: '@r' }], exclude: [{ type: 'target', target: '@bs' }, { type: 'target', target: '@c' }, { type: 'target', target: 'Grunt' }] } } },
        { type: 'target', target: '@r' },
      ],
      expect: { '@r.loc': 'kingdom', '@bs.loc': 'discard', '@c.loc': 'discard' },
    });
  });

  it('an attachment restricted to the battlefield fits a unit there', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Rearm', 'Grunt'],
        discard: [{ card: 'Battle Standard', as: 'bs' }],
        battlefield: { cards: [{ card: 'Grunt', as: 'b' }] },
      }),
      decisions: [{ type: 'play', card: 'Rearm' }, { type: 'target', target: '@bs' }],
      expect: { '@bs.loc': 'battlefield' },
    });
  });
});
