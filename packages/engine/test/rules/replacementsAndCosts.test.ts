/**
 * Generic pieces of the effect model: the healer named by the healed event, replacements of a
 * destruction ("would be destroyed ... instead": mandatory, and optional with a cost — the player is
 * asked, each replacement once per event), costs paid with tokens, and paying resources where a
 * card lets its player spend its tokens as resources (he chooses how to pay).
 */
import { describe, expect, it } from 'vitest';
import { buildScenario, EV, type CardDef } from '../../src/index.js';
import { destroy } from '../../src/effects/movement.js';
import { heal } from '../../src/effects/status.js';
import { action, constant, destroy as destroyEffect, draw, EACH, each, EVENT_CARD, removeTokensFrom, replace, returnToHand, SELF, spend, unit, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Action: remove 1 resource token from this card to draw 1 card."
  support('x9001', 'Token Battery', { abilities: [action({ cost: removeTokensFrom(SELF, 1), effect: draw(YOU, 1) })] }),
  // "You may spend resource tokens on this card as resources."
  support('x9002', 'Token Vault', { abilities: [constant({ rules: { tokensAsResources: true } })] }),
  // "If another unit you control would be destroyed, return it to its owner's hand instead."
  support('x9003', 'Guardian', { abilities: [replace({ on: 'destroy', card: unit({ controller: 'you' }), instead: returnToHand(EVENT_CARD) })] }),
  // "If a unit you control would be destroyed, you may pay 1 resource to return it to its owner's hand instead."
  support('x9004', 'Shrine', { abilities: [replace({ on: 'destroy', card: unit({ controller: 'you' }), optional: true, cost: spend(1), instead: returnToHand(EVENT_CARD) })] }),
  // "Action: destroy each unit."
  { ...support('x9005', 'Purge', { abilities: [action({ effect: each(unit(), destroyEffect(EACH)) })] }), type: 'Tactic' },
]);

/** The healed events of the turn's history: [healed card, healer]. */
function healedEvents(history: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < history.length; i += 4) if (history[i] === EV.healed) out.push([history[i + 1]!, history[i + 2]!]);
  return out;
}

describe('healed event', () => {
  it("names the healer when given, else the healed unit's controller", () => {
    const { state, aliases } = buildScenario({ players: board({ kingdom: { cards: [{ card: 'Brute', as: 'b', damage: 2 }] } }) });
    const b = aliases.get('b')!;
    heal(state, b, 1, 1);
    heal(state, b, 1);
    heal(state, b, 1); // no damage left: no healing, no event
    expect(healedEvents(state.history)).toEqual([
      [b, 1],
      [b, 0],
    ]);
    expect(state.cards[b]!.damage).toBe(0);
  });
});

describe('destruction replacements', () => {
  it('a mandatory replacement takes the destruction over (no destroyed event); other cards are destroyed as usual', () => {
    const { state, aliases } = buildScenario({ players: board({ kingdom: { cards: [{ card: 'Brute', as: 'b' }, 'Guardian'] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }) });
    const b = aliases.get('b')!;
    const g = aliases.get('g')!;
    state.prompt = null;
    destroy(state, b);
    destroy(state, g);
    expect(state.cards[g]!.loc).toBe('discard');
    // the replacement's effect resolves as an ability step
    expect(state.stack[state.stack.length - 1]).toMatchObject({ t: 'ability', use: { def: 'x9003' } });
  });

  it('through real decisions: a Bolt destroying a Grunt under a Guardian sends it back to hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bolt', 'Wall'] }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }, 'Guardian'] } }),
      // (the Grunt is the only unit: the Bolt's target is chosen for P1)
      decisions: [{ type: 'play', card: 'Bolt' }],
      expect: { '@g.loc': 'hand', 'p2.discard': [] },
    });
  });

  it('an optional replacement asks its controller, who may pay its cost or let the destruction happen', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bolt', 'Bolt', 'Wall'] }, { resources: 1, kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Grunt', as: 'h' }, 'Shrine'] } }),
      decisions: [
        { type: 'play', card: 'Bolt' },
        { type: 'target', target: '@g' },
        { type: 'pass', player: 1 }, // (P1 could answer with his second Bolt)
        { expect: { prompt: { player: 2, kind: 'replace' }, options: { include: [{ type: 'resolve', index: 0 }, { type: 'pass' }] } } },
        { type: 'resolve', index: 0, player: 2 },
        { expect: { '@g.loc': 'hand', 'p2.resources': 0 } },
        // (the Grunt left is the only unit: it is the Bolt's target) and nothing is left to pay with:
        // no question, the Grunt is destroyed
        { type: 'play', card: 'Bolt' },
      ],
      expect: { '@h.loc': 'discard' },
    });
  });

  it('units destroyed together are asked about one by one; one whose cost can no longer be paid when its turn comes is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Purge', 'Wall'] }, { resources: 1, kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Grunt', as: 'h' }, 'Shrine'] } }),
      decisions: [
        { type: 'play', card: 'Purge' },
        // both units wait, each with its own question; the first answer spends the only resource
        { expect: { prompt: { player: 2, kind: 'replace' }, '@g.loc': 'kingdom', '@h.loc': 'kingdom' } },
        { type: 'resolve', index: 0, player: 2 },
      ],
      // no second question: the other Grunt is destroyed
      expect: { 'p2.resources': 0, 'p2.hand': ['Grunt'], 'p2.discard': ['Grunt'], 'p2.kingdom.units': [] },
    });
  });

  it('declining lets the destruction happen', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bolt', 'Wall'] }, { resources: 1, kingdom: { cards: [{ card: 'Grunt', as: 'g' }, 'Shrine'] } }),
      decisions: [{ type: 'play', card: 'Bolt' }, { type: 'pass', player: 2 }],
      expect: { '@g.loc': 'discard', 'p2.resources': 1 },
    });
  });
});

describe('token costs and spendable tokens', () => {
  it('a token cost is paid on initiation; without a token the action cannot be initiated', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], resources: 0, kingdom: { cards: [{ card: 'Token Battery', as: 't', tokens: 1 }] } }),
      decisions: [
        { type: 'use', card: '@t', ability: 'action' },
        { expect: { '@t.tokens': 0, 'p1.hand.count': 2 } },
        { type: 'use', card: '@t', ability: 'action', illegal: 'cannot pay "remove resource tokens"' },
      ],
    });
  });

  it('tokens on a card that lets them be spent count as available resources; the player chooses how to pay', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Brute', 'Grunt'], resources: 1, kingdom: { cards: [{ card: 'Token Vault', as: 'v', tokens: 3 }] } }),
      decisions: [
        { type: 'play', card: 'Brute', zone: 'kingdom' },
        // cost 3: the pool alone (1) cannot pay it, so "the pool pays the rest" is not offered yet
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@v' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@v' },
        { type: 'target', target: '@v' },
        { expect: { options: { include: [{ type: 'pass' }, { type: 'target', target: '@v' }] } } },
        { type: 'pass' },
      ],
      expect: { '@v.tokens': 1, 'p1.resources': 0, 'p1.kingdom.units': ['Brute'] },
    });
  });

  it('with enough in his pool he may still spend tokens first', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt', 'Wall'], resources: 5, kingdom: { cards: [{ card: 'Token Vault', as: 'v', tokens: 3 }] } }),
      decisions: [{ type: 'play', card: 'Grunt', zone: 'kingdom' }, { type: 'target', target: '@v' }],
      expect: { '@v.tokens': 2, 'p1.resources': 5 },
    });
  });
});
