/**
 * Generic engine pieces: the `played` event (a card is played: units, developments, tactics), the
 * constant flag that takes Actions and Forced effects away, additional battlefield phases (a lasting
 * effect), and modifiers of damage as it is assigned to units.
 */
import { describe, expect, it } from 'vitest';
import {
  addLastingEffect,
  buildScenario,
  advance,
  EV,
  EXTRA_BATTLEFIELD_PHASE,
  onEvent,
  PLAYED_DEVELOPMENT,
  PLAYED_FROM_HAND,
  registerAssignedDamageModifier,
  registerCards,
  type CardDef,
} from '../../src/index.js';
import { constant, forced, atBeginningOfYourTurn, heal } from '../../src/abilities/dsl.js';
import { board, expectScenario } from '../helpers.js';

const played: { card: number; amount: number; zone: string | null }[] = [];
onEvent(EV.played, (_state, ev) => void played.push({ card: ev.card, amount: ev.amount, zone: ev.zone }));

let doubling = false;
registerAssignedDamageModifier((state, target, amount) => (doubling && state.cards[target]!.def === 't0002' ? amount : 0));

const base = { race: 'Neutral', cost: 0, loyalty: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true } as const;
const EXTRA: CardDef[] = [
  // "Units in this zone of yours lose their Actions and Forced effects."
  { ...base, id: 'tx001', name: 'Silencer', type: 'Support', power: 0, hitPoints: 0, abilities: [constant({ affects: (ctx, id) => ctx.state.cards[id]!.loc === ctx.state.cards[ctx.self]!.loc && id !== ctx.self, losesActionsAndForced: true })] },
  // A Forced effect healing this unit when its controller's turn begins.
  { ...base, id: 'tx002', name: 'Regenerator', type: 'Unit', power: 1, hitPoints: 3, abilities: [forced({ ...atBeginningOfYourTurn, effect: (ctx) => void heal(ctx, ctx.self, 9) })] },
];
registerCards(EXTRA);

describe('the played event', () => {
  it('is raised when a unit, a development or a tactic is played from hand, with its kind', () => {
    played.length = 0;
    const r = expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Grunt', as: 'g' }, { card: 'Brute', as: 'd' }, { card: 'Bolt', as: 'b' }] }, { kingdom: { cards: [{ card: 'Brute', as: 'x' }] } }),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'develop', card: '@d', zone: 'quest' },
        { type: 'play', card: '@b' },
        { type: 'target', target: '@x' },
      ],
    });
    const name = (id: number) => r.state.cards[id]!.def;
    expect(played.map((p) => ({ ...p, card: name(p.card) }))).toEqual([
      { card: 't0001', amount: PLAYED_FROM_HAND, zone: 'kingdom' },
      { card: 't0002', amount: PLAYED_FROM_HAND | PLAYED_DEVELOPMENT, zone: 'quest' },
      { card: 't0106', amount: PLAYED_FROM_HAND, zone: null },
    ]);
  });
});

describe('losing Actions and Forced effects', () => {
  it('a constant effect stops a unit\'s Forced effect from triggering', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Silencer', { card: 'Regenerator', as: 'r', damage: 2 }] }, quest: { cards: [{ card: 'Regenerator', as: 'q', damage: 2 }] } }),
      decisions: [{ expect: { '@r.damage': 2, '@q.damage': 0 } }],
    });
  });

  it('a constant effect stops a unit\'s triggered Action from being armed', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Silencer', { card: 'Herald', as: 'h' }] } }),
      decisions: [{ expect: { phase: 'capital', 'p1.hand.count': 1 } }],
    });
  });
});

describe('additional battlefield phases', () => {
  it('a lasting effect adds one battlefield phase after the battlefield phase', () => {
    const s = buildScenario({ phase: 'battlefield', players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }) });
    addLastingEffect(s.state, { effect: EXTRA_BATTLEFIELD_PHASE, controller: 0, source: -1, card: -1, amount: 0, until: 'turn' });
    advance(s.state);
    expect(s.state.prompt?.kind).toBe('attackZone');
  });
});

describe('assigned damage modifiers', () => {
  it('change combat damage as it is assigned and other damage as it is dealt, to units only', () => {
    doubling = true;
    try {
      expectScenario({
        phase: 'capital',
        players: board({ hand: [{ card: 'Bolt', as: 'b' }, 'Grunt'] }, { kingdom: { cards: [{ card: 'Brute', as: 'x' }] } }),
        decisions: [{ type: 'play', card: '@b' }],
        expect: { '@x.damage': 2 },
      });
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'x' }] } }),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@a' },
          { type: 'defender', card: '@x' },
          { type: 'assign', target: '@x', amount: 1 },
          { expect: { '@x.assigned': 2 } },
          { type: 'assign', target: '@x', amount: 1 },
          { expect: { '@x.assigned': 4 } },
          { type: 'assign', target: '@a', amount: 2 },
        ],
        expect: { '@x.loc': 'discard', '@a.loc': 'discard' },
      });
    } finally {
      doubling = false;
    }
  });
});
