/**
 * Mortella's effect — a tactic in an opponent's discard pile is played by you as though you held it,
 * its loyalty cost waived, then it is put under its owner's deck: `playAsIfInHand` — the
 * player pays the tactic's cost (no loyalty cost with `ignoreLoyalty`), chooses its targets and
 * observes its play restrictions; it goes on the chain as his action; once done (resolved or
 * cancelled) it goes to the bottom of its owner's deck. `rules.couldPlayAsIfInHand` tells which
 * tactics could be played so.
 */
import { describe, expect, it } from 'vitest';
import { action, choice, chosen, conditionFn, corrupt, damage, fromDiscard, OPPONENT, playAsIfInHand, rules, SELF, tactic, TARGET, unit, X, YOUR_TURN } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const couldPlay = (ctx: Parameters<Parameters<typeof conditionFn>[0]>[0], id: number) => rules.couldPlayAsIfInHand(ctx.state, id, ctx.player, true);

registerFixtures([
  testUnit('tpih1', 'Grave Reader', {
    abilities: [
      action({
        cost: corrupt(SELF),
        canResolve: conditionFn((ctx) => ctx.state.players[rules.opponent(ctx.player)].discard.some((id) => couldPlay(ctx, id))),
        effect: [choice('t', fromDiscard(tactic({ where: couldPlay }), { whose: OPPONENT })), playAsIfInHand(chosen('t'), { ignoreLoyalty: true, afterwards: 'ownersDeckBottom' })],
      }),
    ],
  }),
  // A Dwarf tactic: cost 1, loyalty 2.
  testUnit('tpih2', 'Rune Spark', { type: 'Tactic', race: 'Dwarf', cost: 1, loyalty: 2, raceSymbols: [], abilities: [action({ target: unit(), effect: damage(TARGET, 1) })] }),
  testUnit('tpih3', 'Own Turn Spark', { type: 'Tactic', race: 'Neutral', cost: 0, loyalty: 0, raceSymbols: [], abilities: [action({ if: YOUR_TURN, target: unit(), effect: damage(TARGET, 1) })] }),
  // Costs X: deals X damage.
  testUnit('tpih4', 'Spark of X', { type: 'Tactic', race: 'Neutral', cost: 'X', loyalty: 0, raceSymbols: [], abilities: [action({ target: unit(), effect: damage(TARGET, X) })] }),
]);

describe('playAsIfInHand', () => {
  it('pays the printed cost only, the player choosing its targets; it ends at the bottom of its owner\'s deck', () => {
    const r = expectScenario({
      players: board(
        { resources: 1, hand: ['Grunt'], kingdom: { cards: [{ card: 'Grave Reader', as: 'g' }, { card: 'Wall', as: 'w' }] } },
        { discard: [{ card: 'Rune Spark', as: 's' }], kingdom: { cards: [{ card: 'Wall', as: 'ow' }] } },
      ),
      decisions: [{ type: 'use', card: '@g', ability: 'action' }, { expect: { prompt: { player: 1, kind: 'choose' } } }, { type: 'target', target: '@ow' }],
      expect: { 'p1.resources': 0, '@ow.damage': 1, '@s.loc': 'deck', 'p2.discard': [] },
    });
    const s = r.state;
    const spark = s.cards.find((c) => c.def === 'tpih2')!.id;
    expect(s.players[1].deck[0]).toBe(spark); // the bottom of the deck
    expect(s.effects.some((e) => e.data.playableAsIfInHand === 1)).toBe(false); // no permission left
  });

  it('without the resources for its cost it cannot be played (nor the action used); play restrictions are read for the player', () => {
    expectScenario({
      players: board({ resources: 0, hand: ['Grunt'], kingdom: { cards: [{ card: 'Grave Reader', as: 'g' }] } }, { discard: ['Rune Spark'] }),
      decisions: [{ type: 'use', card: '@g', ability: 'action', illegal: 'could not resolve' }],
    });
    expectScenario({
      players: board({ resources: 0, hand: ['Grunt'], kingdom: { cards: [{ card: 'Grave Reader', as: 'g' }, { card: 'Wall', as: 'w' }] } }, { discard: [{ card: 'Own Turn Spark', as: 's' }] }),
      decisions: [{ type: 'use', card: '@g', ability: 'action' }, { type: 'target', target: '@w' }],
      // his turn: the restriction holds for him (the card's owner is the other player)
      expect: { '@w.damage': 1, '@s.loc': 'deck' },
    });
  });

  it('a tactic costing X: its player chooses X among what he can pay, before its targets, and pays it (FAQ: The Letter X)', () => {
    expectScenario({
      players: board(
        { resources: 3, hand: ['Grunt'], kingdom: { cards: [{ card: 'Grave Reader', as: 'g' }] } },
        { discard: [{ card: 'Spark of X', as: 's' }], kingdom: { cards: [{ card: 'Wall', as: 'ow' }] } },
      ),
      decisions: [
        { type: 'use', card: '@g', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 3 }], exclude: [{ type: 'number', value: 4 }, { type: 'pass' }] } } },
        { type: 'number', value: 2 },
        { type: 'target', target: '@ow' },
      ],
      expect: { 'p1.resources': 1, '@ow.damage': 2, '@s.loc': 'deck' },
    });
  });
});
