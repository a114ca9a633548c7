/**
 * The escape's readers and actions added for later cards: what an action waiting on the chain
 * targets (`rules.targetsOf`), a lasting effect's numbers (`rules.lastingData`), what a named
 * choice picked (`rules.picked`), a card in play
 * attaching itself to another (`act.attach`: it goes onto a target unit and from then on is an
 * Attachment support card), and targets chosen in a discard pile re-checked on resolution.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { act, action, amountFn, choice, choose, constant, custom, fromDiscard, returnToHand, rules, startLasting, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });

registerFixtures([
  // "Action: cancel each action waiting on the chain that targets a unit you control."
  tactic('te101', 'Warden', {
    abilities: [
      action({
        effect: custom('cancel actions targeting your units', (ctx) => {
          for (const l of ctx.state.chain) {
            if (l.kind !== 'ability' || !l.use || l.player === ctx.player) continue;
            if (rules.targetsOf(ctx.state, l.use).some((id) => id >= 0 && ctx.state.cards[id]!.controller === ctx.player)) act.cancelLink(ctx, l.card);
          }
        }),
      }),
    ],
  }),
  // "Action: target unit gets +3 power until the end of the turn" (the number kept in the lasting effect).
  tactic('te102', 'Mark', { abilities: [action({ target: unit(), effect: startLasting('mark', { card: TARGET, data: { n: 3 } }) })], lasting: { mark: { abilities: [constant({ affects: 'self', modify: { power: amountFn((ctx) => rules.lastingData(ctx, 'n') ?? 0) } })] } } }),
  // "Action: return target unit card in your discard pile to your hand."
  tactic('te103', 'Recall', { abilities: [action({ target: fromDiscard(unit()), effect: returnToHand(TARGET) })] }),
  // "Action: attach this unit to another target unit; it then counts as an attachment."
  testUnit('te104', 'Leech', { abilities: [action({ target: unit({ not: 'self' }), effect: custom('attach itself', (ctx) => act.attach(ctx, ctx.self, ctx.use.picks[0]?.[0] ?? -1)) })] }),
  // "Action: choose up to 2 units; gain 1 resource for each."
  tactic('te105', 'Census', {
    abilities: [action({ effect: [choice('counted', choose(unit(), { min: 0, max: 2 })), custom('gain 1 per unit chosen', (ctx) => act.gainResources(ctx, ctx.player, rules.picked(ctx, 'counted').length))] })],
  }),
]);

describe('escape helpers', () => {
  it('rules.picked: what a named choice of the ability picked', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Census', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }, 'Grunt'] } }),
      decisions: [{ type: 'play', card: 'Census' }, { type: 'target', target: '@b' }, { type: 'target', target: '@g' }, { expect: { 'p1.resources': 2 } }],
    });
  });

  it('rules.targetsOf: what an action waiting on the chain targets', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Warden'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }, { hand: ['Bolt', 'Grunt'] }),
      decisions: [
        { type: 'play', card: 'Bolt', player: 2 },
        { type: 'play', card: 'Warden', player: 1 },
      ],
      expect: { '@g.loc': 'kingdom', '@g.damage': 0, log: ["'s effect is cancelled"] },
    });
  });

  it('rules.lastingData: a lasting effect reads its own numbers', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mark', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Mark' }, { expect: { '@b.power': 5 } }],
    });
  });

  it('a target chosen in a discard pile that has left it by resolution is no longer valid', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Recall', 'Recall', 'Grunt'], discard: [{ card: 'Brute', as: 'b' }] }),
      decisions: [
        { type: 'play', card: 'Recall' },
        { type: 'play', card: 'Recall' },
        { expect: { '@b.loc': 'hand', log: ['its targets are no longer valid'] } },
      ],
    });
  });

  it('act.attach: a unit in play attaches itself to another, joining its zone, and is no unit any more', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], quest: { cards: [{ card: 'Leech', as: 'l', damage: 1 }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'pass' },
        { expect: { '@l.loc': 'kingdom', '@l.damage': 0, '@l.controller': 1, 'p1.quest.units': [], 'p2.kingdom.units': ['Brute'], log: ['attaches itself to Brute'] } },
      ],
    });
  });
});
