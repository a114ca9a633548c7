/**
 * Pieces of the card language for choices and initiation: cards in a chosen capital section (a
 * filter's `zone: { chosen }`), choosing only damaged sections (healing needs damage), an action that
 * cannot be initiated when none of its effect could resolve (`canResolve`), a shield over every
 * capital (`to: 'capitals'`), and the turn's history read by an escape (`rules.eventsThisTurn`).
 */
import { describe, expect, it } from 'vitest';
import { buildScenario, type CardDef } from '../../src/index.js';
import { destroy } from '../../src/effects/movement.js';
import {
  action,
  amountFn,
  anyCard,
  beginTurn,
  choice,
  each,
  EACH,
  exists,
  forced,
  gain,
  gainResources,
  healCapital,
  rules,
  section,
  shield,
  startLasting,
  unit,
  YOU,
} from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function card(id: string, name: string, type: 'Tactic' | 'Support', extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type, cost: 0, power: 0, hitPoints: 0, raceSymbols: [], race: 'Neutral', ...extra };
}

registerFixtures([
  // "Action: choose a capital section; each unit in it gets -1 power until the end of the turn."
  card('x9101', 'Dim Zone', 'Tactic', {
    abilities: [action({ effect: [choice('z', section({ unburned: false })), each(unit({ zone: { chosen: 'z' } }), gain(EACH, { power: -1 }))] })],
  }),
  // Forced, as your turn begins: heal 1 damage on one of your damaged capital sections.
  card('x9102', 'Mender', 'Support', { abilities: [forced({ when: beginTurn(), effect: healCapital(section({ whose: YOU, damaged: true }), 1) })] }),
  // "Action (only while one of your units is damaged): gain 1 resource."
  card('x9103', 'Triage', 'Tactic', { abilities: [action({ canResolve: exists(unit({ controller: YOU, damaged: true })), effect: gainResources(YOU, 1) })] }),
  // "Action: this turn, damage to any card or any capital section is cancelled."
  card('x9104', 'Calm', 'Tactic', { abilities: [action({ effect: startLasting('calm') })], lasting: { calm: { abilities: [shield({ to: anyCard() }), shield({ to: 'capitals' })] } } }),
  // "Action: gain 1 resource per card that entered a discard pile this turn (each time it did)."
  card('x9105', 'Tally', 'Tactic', { abilities: [action({ effect: gainResources(YOU, amountFn((ctx) => rules.eventsThisTurn(ctx.state, 'enteredDiscard').length)) })] }),
]);

describe("a filter's zone: { chosen } — the cards in a chosen capital section", () => {
  it("matches that zone of that player's capital only", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Dim Zone', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Brute', as: 'a' }, { card: 'Brute', as: 'b' }] }, quest: { cards: [{ card: 'Brute', as: 'q' }] } },
      ),
      decisions: [{ type: 'play', card: 'Dim Zone' }, { type: 'target', target: 'kingdom', owner: 2 }],
      expect: { '@a.power': 1, '@b.power': 1, '@q.power': 2, '@own.power': 2 },
    });
  });
});

describe("a section choice's damaged: true", () => {
  it('offers only damaged sections, and picks the only one by itself', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Mender'], damage: 2 }, quest: { damage: 1 } }),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }], exclude: [{ type: 'target', target: 'battlefield', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { 'p1.quest.damage': 0, 'p1.kingdom.damage': 2 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Mender'] }, battlefield: { damage: 3 } }),
      decisions: [],
      expect: { phase: 'capital', 'p1.battlefield.damage': 2 },
    });
  });
});

describe("an action's canResolve", () => {
  it('keeps it from being initiated while no part of its effect could resolve (nothing is paid)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Triage', 'Grunt'], kingdom: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Brute', damage: 1 }] } }),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: 'Triage' }] } } }, { type: 'play', card: 'Triage', illegal: 'could not resolve' }],
      expect: { 'p1.hand': ['Triage', 'Grunt'] },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Triage', 'Grunt'], kingdom: { cards: [{ card: 'Brute', damage: 1 }] } }),
      decisions: [{ type: 'play', card: 'Triage' }],
      expect: { 'p1.resources': 1 },
    });
  });
});

describe("a shield's to: 'capitals'", () => {
  it("covers every player's capital sections, not only its controller's", () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['Calm'], battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [
        { type: 'play', card: 'Calm' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 0, log: ['cancels 2 damage'] },
    });
  });
});

describe('rules.eventsThisTurn', () => {
  it('lists a card once per time the event happened to it this turn', () => {
    const { state, aliases } = buildScenario({ players: board({ kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }] } }) });
    destroy(state, aliases.get('b')!);
    destroy(state, aliases.get('g')!);
    expect(rules.eventsThisTurn(state, 'enteredDiscard')).toEqual([aliases.get('b'), aliases.get('g')]);
    expect(rules.eventsThisTurn(state, 'played')).toEqual([]);
  });

  it('is readable by an amount escape', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Tally', 'Grunt'], discard: ['Brute'] }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        // Bolt kills the Grunt: the Grunt and then the Bolt itself enter discard piles
        { type: 'play', card: 'Bolt' },
        { type: 'pass' }, // no response of his own
        { expect: { '@g.loc': 'discard' } },
        { type: 'play', card: 'Tally' },
      ],
      // the Brute was in the pile before this turn
      expect: { 'p1.resources': 2 },
    });
  });
});
