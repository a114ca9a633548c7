/**
 * `rules: { tokensAsResources: { for: tactic() } }` — "you may spend resource tokens on this card to play
 * tactics": the tokens count toward a tactic its controller plays from his hand, both when the engine
 * checks he can afford it (the options, the initiation) and when he pays — the tactic is paid for as it
 * goes on the chain (rules summary: Playing Cards; Master Runesmith). They pay for nothing else.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choice, chosen, constant, draw, fromDiscard, playAsIfInHand, tactic, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "its resource tokens pay for tactics."
  testUnit('tp101', 'Rune Priest', { abilities: [constant({ rules: { tokensAsResources: { for: tactic() } } })] }),
  // "Action: draw 1 card." (cost 2)
  { ...testUnit('tp102', 'Costly Insight'), type: 'Tactic', cost: 2, power: 0, hitPoints: 0, abilities: [action({ effect: draw(YOU, 1) })] } as CardDef,
  // a unit of cost 2
  testUnit('tp103', 'Pricey Grunt', { cost: 2 }),
  // "Action: play a tactic from your discard pile as though it were in your hand." (Mortella's way)
  testUnit('tp104', 'Grave Scholar', {
    abilities: [action({ effect: [choice('t', fromDiscard(tactic(), { whose: YOU, label: 'tactic to play' })), playAsIfInHand(chosen('t'))] })],
  }),
]);

describe('tokensAsResources for tactics', () => {
  it('the tokens make a tactic from hand affordable and pay for it as it goes on the chain', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: [{ card: 'Costly Insight', as: 't' }, { card: 'Pricey Grunt', as: 'g' }], kingdom: { cards: [{ card: 'Rune Priest', as: 'p', tokens: 2 }] } }),
      decisions: [
        // not for a unit
        { expect: { options: { include: [{ type: 'play', card: '@t' }], exclude: [{ type: 'play', card: '@g', zone: 'kingdom' }] } } },
        { type: 'play', card: '@t' },
        { expect: { prompt: { player: 1, kind: 'pay' } } },
        { type: 'target', target: '@p' },
        { type: 'target', target: '@p' },
      ],
      expect: { '@t.loc': 'discard', '@p.tokens': 0, 'p1.hand.count': 2, 'p1.resources': 0 },
    });
  });

  it('without tokens on the card, the tactic is not offered to a player with too few resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [{ card: 'Costly Insight', as: 't' }], kingdom: { cards: [{ card: 'Rune Priest', as: 'p', tokens: 0 }] } }),
      decisions: [{ type: 'play', card: '@t', illegal: '' }],
    });
  });

  it('a tactic played as though it were in his hand (out of his discard pile) counts as from his hand: the tokens pay for it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: [], discard: [{ card: 'Costly Insight', as: 't' }], deck: ['Grunt', 'Grunt'], kingdom: { cards: [{ card: 'Rune Priest', as: 'p', tokens: 2 }, { card: 'Grave Scholar', as: 's' }] } }),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 1, kind: 'pay' } } },
        { type: 'target', target: '@p' },
        { type: 'target', target: '@p' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@t.loc': 'discard', '@p.tokens': 0, 'p1.hand.count': 1, 'p1.resources': 0 },
    });
  });
});
