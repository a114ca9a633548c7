/**
 * Generic engine pieces: the `played` event (a card is played: units, developments, tactics), the
 * constant flag that takes Actions and Forced effects away, additional battlefield phases (a lasting
 * effect), and modifiers of damage as it is assigned to units.
 */
import { describe, expect, it } from 'vitest';
import { advance, buildScenario, EV, type CardDef } from '../../src/index.js';
import { addEffect } from '../../src/primitives/lasting.js';
import { HISTORY_AS_DEVELOPMENT } from '../../src/eventKinds.js';
import { addTokens, beginTurn, constant, forced, heal, played, SELF, tactic, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

const base = { race: 'Neutral', cost: 0, loyalty: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true } as const;
const EXTRA: CardDef[] = [
  // "Other units in this zone of yours lose their Actions and Forced effects."
  { ...base, id: 'tx001', name: 'Silencer', type: 'Support', power: 0, hitPoints: 0, abilities: [constant({ affects: unit({ zone: 'this', not: SELF }), modify: { losesActionsAndForced: true } })] },
  // A Forced effect healing this unit when its controller's turn begins.
  { ...base, id: 'tx002', name: 'Regenerator', type: 'Unit', power: 1, hitPoints: 3, abilities: [forced({ when: beginTurn(), effect: heal(SELF, 9) })] },
  // Damage assigned to units is doubled at the moment of assignment.
  { ...base, id: 'tx003', name: 'Doubler', type: 'Support', power: 0, hitPoints: 0, abilities: [constant({ rules: { doubleDamageToUnits: true } })] },
  // Watchers of the played event: each card played from hand / each development / each tactic puts a token here.
  { ...base, id: 'tx004', name: 'Ear', type: 'Support', power: 0, hitPoints: 0, abilities: [forced({ when: played(undefined, { player: 'any', fromHand: true }), effect: addTokens(SELF, 1) })] },
  { ...base, id: 'tx005', name: 'Eye', type: 'Support', power: 0, hitPoints: 0, abilities: [forced({ when: played(undefined, { player: 'any', asDevelopment: true }), effect: addTokens(SELF, 1) })] },
  { ...base, id: 'tx006', name: 'Nose', type: 'Support', power: 0, hitPoints: 0, abilities: [forced({ when: played(tactic(), { player: 'any' }), effect: addTokens(SELF, 1) })] },
];
registerFixtures(EXTRA);

/** The `played` events of the turn's history: the card's definition and the event's zone index. */
function playedThisTurn(state: { history: number[]; cards: { def: string }[] }): { card: string; zone: number }[] {
  const out: { card: string; zone: number }[] = [];
  for (let i = 0; i < state.history.length; i += 4) if (state.history[i] === EV.played) out.push({ card: state.cards[state.history[i + 1]!]!.def, zone: state.history[i + 3]! });
  return out;
}

describe('the played event', () => {
  it('is raised when a unit, a development or a tactic is played from hand, with its kind', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Grunt', as: 'g' }, { card: 'Brute', as: 'd' }, { card: 'Bolt', as: 'b' }, 'Grunt'] },
        { kingdom: { cards: [{ card: 'Brute', as: 'x' }, { card: 'Ear', as: 'ear' }, { card: 'Eye', as: 'eye' }, { card: 'Nose', as: 'nose' }] } },
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { type: 'pass' },
        { expect: { '@ear.tokens': 1, '@eye.tokens': 0, '@nose.tokens': 0 } },
        { type: 'develop', card: '@d', zone: 'quest' },
        { type: 'resolve', index: 0, player: 2 }, // Ear and Eye trigger together: their controller orders them
        { expect: { '@ear.tokens': 2, '@eye.tokens': 1, '@nose.tokens': 0 } },
        { type: 'play', card: '@b' },
        { type: 'target', target: '@x' },
        { type: 'resolve', index: 0, player: 2 },
        { expect: { '@ear.tokens': 3, '@eye.tokens': 1, '@nose.tokens': 1 } },
      ],
    });
    expect(playedThisTurn(r.state).map((p) => p.card)).toEqual(['t0001', 't0002', 't0106']);
    // The history's zone slot: the zone index, + HISTORY_AS_DEVELOPMENT for the development played into the quest zone.
    expect(playedThisTurn(r.state).map((p) => p.zone)).toEqual([0, 1 + HISTORY_AS_DEVELOPMENT, -1]);
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
    addEffect(s.state, 'extraPhase', { source: -1, controller: 0, card: -1, until: 'turn' });
    advance(s.state);
    expect(s.state.prompt?.kind).toBe('attackZone');
  });
});

describe('assigned damage modifiers', () => {
  it('change combat damage as it is assigned and other damage as it is dealt, to units only', () => {
    {
      expectScenario({
        phase: 'capital',
        players: board({ hand: [{ card: 'Bolt', as: 'b' }, 'Grunt'] }, { kingdom: { cards: [{ card: 'Brute', as: 'x' }, 'Doubler'] } }),
        decisions: [{ type: 'play', card: '@b' }],
        expect: { '@x.damage': 2 },
      });
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'x' }, 'Doubler'] } }),
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
        // the defender's 2 are doubled too: 4 destroys the attacking Brute
        expect: { '@x.loc': 'discard', '@a.loc': 'discard' },
      });
    }
  });
});
