/**
 * A named choice inside `eachPlayer` (Dragon Prince: every player keeps at most two of his
 * battlefield units and sacrifices the rest there): each player makes his own pick, the active player first; within
 * his part the name is his pick, and after the eachPlayer `chosen(name)` is the cards all players
 * picked. Read as a single number or zone after it, the name is an error (there are two picks).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { act, action, chosen, chosenNumber, choice, chooseNumber, corrupt, custom, damage, EACH, each, EACH_PLAYER, eachPlayer, rules, sacrifice, unit, upTo } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, effect: CardDef['abilities']): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: effect });

const fixtures = [
  tactic('ep101', 'Cull', [
    action({
      effect: [
        eachPlayer(choice('keep', upTo(1, unit({ controller: EACH_PLAYER, zone: 'battlefield' }), { by: EACH_PLAYER, label: 'unit to keep' })), corrupt(chosen('keep'))),
        each(unit({ zone: 'battlefield', not: chosen('keep') }), sacrifice(EACH)),
        // the escape reads every player's picks too: 1 resource per unit kept
        custom('count the kept units', (ctx) => {
          act.gainResources(ctx, ctx.player, rules.picked(ctx, 'keep').length);
          return true;
        }),
      ],
    }),
  ]),
];
registerFixtures(fixtures);

describe('eachPlayer with a named choice', () => {
  it("each player picks his own (the active player first); inside, the name is that player's pick; after, it is every pick", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Cull', 'Grunt'], battlefield: { cards: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }] }, kingdom: { cards: [{ card: 'Grunt', as: 'home' }] } },
        { battlefield: { cards: [{ card: 'Grunt', as: 'x' }, { card: 'Grunt', as: 'y' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Cull' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@x' }, { type: 'target', target: '@home' }] } } },
        { type: 'target', target: '@a', player: 1 },
        // his pick is corrupted before the opponent picks
        { expect: { '@a.corrupt': true, '@y.corrupt': false, prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@y' }], exclude: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@y', player: 2 },
      ],
      expect: { '@a.loc': 'battlefield', '@y.loc': 'battlefield', '@y.corrupt': true, '@b.loc': 'discard', '@x.loc': 'discard', '@home.loc': 'kingdom', 'p1.resources': 2 },
    });
  });

  it('a player may keep none, even with a single unit there (an "up to" choice with one candidate still asks)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Cull', 'Grunt'], battlefield: { cards: [{ card: 'Grunt', as: 'a' }] } }, { battlefield: { cards: [{ card: 'Grunt', as: 'x' }] } }),
      decisions: [
        { type: 'play', card: 'Cull' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }, { type: 'pass' }] } } },
        { type: 'pass', player: 1 },
        { type: 'target', target: '@x', player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@x.loc': 'battlefield' },
    });
  });

  it('after the eachPlayer, reading the name as one number is a compile error (there are two picks)', () => {
    const bad = tactic('ep102', 'Bad Cull', [
      action({ effect: [eachPlayer(choice('n', chooseNumber(0, 2, { by: EACH_PLAYER }))), each(unit(), damage(EACH, chosenNumber('n')))] }),
    ]);
    expect(() => registerFixtures([...fixtures, bad])).toThrow(/made by each player/);
    registerFixtures(fixtures);
  });
});
