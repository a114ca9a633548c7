/**
 * Moving cards between zones and redirecting: the zone a card may move to (its controller's other
 * zones, never a second Hero there — FAQ: Limit one Hero per zone), a move entering the new zone
 * ("when a unit enters this zone": FAQ Moving Units), a redirect never sending damage back where it
 * was headed, a lasting redirect reading its card after its budget is spent, Actions whose card left
 * play still cancellable on the chain, and redirecting an attack (the escape's act.redirectAttack).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import {
  act,
  action,
  anyCard,
  cancel,
  choice,
  choose,
  chooseOne,
  conditionFn,
  custom,
  draw,
  forced,
  fromHand,
  fromChain,
  gain,
  HOST,
  move,
  moves,
  rules,
  sacrifice,
  section,
  SELF,
  shield,
  startLasting,
  TARGET,
  unit,
  unitOrSection,
  YOU,
  zoneAttacked,
  zoneFor,
} from '../../src/dsl.js';
import { cloneState } from '../../src/index.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}
function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...support(id, name, extra), type: 'Tactic' };
}

registerFixtures([
  // "Action: move this unit to another of your zones."
  testUnit('x9101', 'Runner', { abilities: [action({ id: 'move', effect: [choice('to', zoneFor(SELF)), move(SELF, { chosen: 'to' })] })] }),
  // "Forced: when a unit enters this zone by moving, this unit gets +1 power."
  testUnit('x9102', 'Lookout', { abilities: [forced({ when: moves(unit({ zone: 'this' })), effect: gain(SELF, { power: 1 }) })] }),
  // "Action: move target unit to another zone of its controller's."
  tactic('x9103', 'Shove', { abilities: [action({ target: unit(), effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })] })] }),
  // "The first point of damage dealt to your capital each turn is redirected to a unit or capital section."
  support('x9104', 'Border Post', { abilities: [shield({ to: 'capital', amount: 1, limit: 'turn', redirect: unitOrSection() })] }),
  // "Action: the next 1 damage that would be dealt to this unit is dealt to another target unit instead."
  testUnit('x9105', 'Decoy Master', {
    abilities: [action({ target: unit({ not: SELF }), effect: startLasting('r', { card: TARGET, data: { left: 1 } }) })],
    lasting: { r: { abilities: [shield({ to: SELF, budget: 'left', redirect: choose(unit({ is: HOST })) })] } },
  }),
  // "Action: sacrifice this unit: draw 1 card."
  testUnit('x9106', 'Martyr', { abilities: [action({ cost: sacrifice(SELF), effect: draw(YOU, 1) })] }),
  // "Action: cancel an Action of a unit on the chain."
  testUnit('x9107', 'Nullifier', { abilities: [action({ target: fromChain(anyCard({ type: 'unit', where: (ctx, id) => ctx.state.cards[id]!.loc !== 'chain' }), { targeting: false }), effect: cancel(TARGET) })] }),
  // "Play while your capital is attacked: redirect the attack to another of your zones."
  tactic('x9108', 'Detour', {
    abilities: [
      action({
        if: conditionFn((ctx) => rules.combat(ctx.state)?.defender === ctx.player && (rules.combat(ctx.state)?.attackers.length ?? 0) > 0),
        effect: [
          choice('to', section({ whose: YOU, zoneWhere: (ctx, _p, z) => z !== rules.combat(ctx.state)?.zone })),
          custom('redirect', (ctx) => {
            const to = rules.chosenSection(ctx, 'to');
            return to !== null && act.redirectAttack(ctx, to.zone);
          }),
        ],
      }),
    ],
  }),
  // "Action: choose one: pick a card in your hand, or draw a card and then pick a card in your hand." (its choices do nothing)
  tactic('x9110', 'Crossroads', {
    abilities: [
      action({
        effect: chooseOne([
          { label: 'pick', do: choice('a', fromHand({}, { label: 'a card' })) },
          { label: 'draw, then pick', do: [draw(YOU, 1), choice('b', fromHand({}, { label: 'a card' }))] },
        ]),
      }),
    ],
  }),
  // "Forced: when this zone is attacked, draw 1 card."
  support('x9109', 'Alarm Bell', { abilities: [forced({ when: zoneAttacked({ player: YOU, zone: 'this' }), effect: draw(YOU, 1) })] }),
]);

describe('moving to another zone', () => {
  it("offers only the controller's other zones (burning ones too), and the move enters the new zone", () => {
    expectScenario({
      players: board({ kingdom: { cards: [{ card: 'Runner', as: 'r' }, { card: 'Lookout', as: 'l' }] }, quest: { cards: [{ card: 'Lookout', as: 'q' }] }, battlefield: { burning: true } }),
      decisions: [
        { type: 'use', card: '@r', ability: 'move' },
        { type: 'pass', player: 1 }, // the zone is chosen as it resolves
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@r.loc': 'quest', '@q.power': 2, '@l.power': 1 },
    });
  });

  it('never puts a Hero into a zone where its controller has another Hero', () => {
    expectScenario({
      players: board({ hand: ['Shove'] }, { kingdom: { cards: [{ card: 'Thane', as: 't' }] }, quest: { cards: [{ card: 'Captain', as: 'c' }] } }),
      decisions: [
        { type: 'play', card: 'Shove' },
        { type: 'target', target: '@c' }, // the battlefield is its only destination: picked for P1
      ],
      expect: { '@c.loc': 'battlefield', '@t.loc': 'kingdom' },
    });
  });
});

describe('redirecting damage', () => {
  it('never offers the card or section the damage was headed for', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: ['Border Post'] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { 'p2.kingdom.damage': 1, '@b.damage': 1 },
    });
    expectScenario({
      players: board({ hand: ['Wall'], kingdom: { cards: [{ card: 'Decoy Master', as: 'd' }, { card: 'Brute', as: 'b' }] } }, { hand: ['Bolt'], kingdom: { cards: [{ card: 'Border Post' }] } }),
      decisions: [
        { type: 'use', card: '@d', ability: 'action' }, // its only target, the Brute, is picked
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { chain: 0 } },
        { type: 'play', card: 'Bolt', player: 2 },
        { type: 'target', target: '@d', player: 2 },
        { type: 'pass', player: 1 },
      ],
      // the redirect's effect still sees the lasting effect's card once its budget is spent
      expect: { '@d.damage': 0, '@b.damage': 1 },
    });
  });
});

describe('cancelling Actions on the chain', () => {
  it('an Action whose card left play paying for it can still be cancelled', () => {
    expectScenario({
      players: board({ hand: ['Wall'], kingdom: { cards: [{ card: 'Martyr', as: 'm' }] } }, { kingdom: { cards: [{ card: 'Nullifier', as: 'n' }] } }),
      decisions: [
        { type: 'use', card: '@m', ability: 'action' },
        { expect: { '@m.loc': 'discard', chain: 1 } },
        { type: 'use', card: '@n', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
      ],
      expect: { chain: 0, 'p1.hand.count': 1, log: ['cancels the effects of Martyr'] },
    });
  });
});

describe('redirecting an attack', () => {
  it('moves the attack to the chosen zone, which is now attacked', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { hand: ['Detour'], quest: { cards: ['Alarm Bell'] }, deck: ['Grunt', 'Grunt', 'Grunt'] }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: 'Detour', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { log: ['the attack is redirected to the quest'], 'p2.hand.count': 1 } },
        { type: 'assign', target: 'quest', amount: 2 },
      ],
      expect: { 'p2.quest.damage': 2, 'p2.kingdom.damage': 0 },
    });
  });
});

describe('choices of an ability', () => {
  it('leave no hole in the picks when a branch skips a choice (the state still clones)', () => {
    const r = expectScenario({
      players: board({ hand: ['Crossroads', 'Wall'] }),
      decisions: [
        { type: 'play', card: 'Crossroads' },
        { type: 'mode', index: 1 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
      ],
    });
    const step = r.state.stack[r.state.stack.length - 1] as { use: { picks: number[][] } };
    expect(step.use.picks.every((p) => Array.isArray(p))).toBe(true);
    expect(() => cloneState(r.state)).not.toThrow();
  });
});
