/**
 * Small generic pieces for card effects: the healer named by the healed event, destruction
 * replacements ("would be destroyed ... instead"), other action costs paid on initiation (tokens),
 * and resource tokens spendable as resources.
 */
import { describe, expect, it } from 'vitest';
import { buildScenario, destroy, EV, heal, onEvent, putInPile, registerCards, registerDestroyReplacement, type CardDef, type GameState } from '../../src/index.js';
import { action, constant, draw } from '../../src/abilities/dsl.js';
import { board, expectScenario } from '../helpers.js';

function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerCards([
  // "Action: discard 1 resource token from this card to draw 1 card."
  support('x9001', 'Token Battery', {
    abilities: [
      action({
        playable: (ctx) => ctx.state.cards[ctx.self]!.tokens >= 1,
        payCost: (ctx) => {
          ctx.state.cards[ctx.self]!.tokens--;
        },
        effect: (ctx) => void draw(ctx, ctx.player, 1),
      }),
    ],
  }),
  // "You may spend resource tokens on this card as resources."
  support('x9002', 'Token Vault', { abilities: [constant({ tokensAsResources: true })] }),
]);

const healers: number[] = [];
onEvent(EV.healed, (_state, ev) => void healers.push(ev.player));

/** Test replacement: a card whose id is listed is returned to its owner's hand instead of being destroyed. */
const saved = new Set<number>();
registerDestroyReplacement((state: GameState, id: number) => {
  if (!saved.has(id)) return false;
  putInPile(state, id, 'hand');
  return true;
});

describe('healed event', () => {
  it("names the healer when given, else the healed unit's controller", () => {
    const { state, aliases } = buildScenario({ players: board({ kingdom: { cards: [{ card: 'Brute', as: 'b', damage: 2 }] } }) });
    const b = aliases.get('b')!;
    healers.length = 0;
    heal(state, b, 1, 1);
    heal(state, b, 1);
    expect(healers).toEqual([1, 0]);
    expect(state.cards[b]!.damage).toBe(0);
  });
});

describe('destruction replacements', () => {
  it('a replacement that takes the destruction over leaves no destroyed event; others are destroyed as usual', () => {
    const { state, aliases } = buildScenario({ players: board({ kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }] } }) });
    const destroyed: number[] = [];
    onEvent(EV.destroyed, (_s, ev) => void destroyed.push(ev.card));
    const b = aliases.get('b')!;
    const g = aliases.get('g')!;
    saved.add(b);
    destroy(state, b);
    destroy(state, g);
    expect(state.cards[b]!.loc).toBe('hand');
    expect(state.cards[g]!.loc).toBe('discard');
    expect(destroyed).toEqual([g]);
  });
});

describe('other action costs and spendable tokens', () => {
  it('payCost is paid on initiation; playable refuses the action when it cannot be paid', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], resources: 0, kingdom: { cards: [{ card: 'Token Battery', as: 't', tokens: 1 }] } }),
      decisions: [
        { type: 'use', card: '@t', ability: 0 },
        { expect: { '@t.tokens': 0, 'p1.hand.count': 2 } },
        { type: 'use', card: '@t', ability: 0, illegal: 'cannot be used now' },
      ],
    });
  });

  it('resource tokens on a card with tokensAsResources count as available resources and are spent', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Brute', 'Grunt'], resources: 1, kingdom: { cards: [{ card: 'Token Vault', as: 'v', tokens: 3 }] } }),
      decisions: [{ type: 'play', card: 'Brute', zone: 'kingdom' }],
      expect: { '@v.tokens': 0, 'p1.resources': 1, 'p1.kingdom.units': ['Brute'] },
    });
  });
});
