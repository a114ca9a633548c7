/**
 * "You may play a tactic revealed this way without paying any costs": playTacticFree takes a tactic
 * that is still in its owner's deck (picked among the revealed top cards) straight from the deck to
 * the chain, at no cost, its targets and play restrictions observed. A card no longer in the deck, a
 * hand or on the chain as its turn comes is not played.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choice, choose, chosen, damage, playTacticFree, tactic, TARGET, unit, YOUR_TURN } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('pf001', 'Deck Oracle'), type: 'Support', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: [choice('t', choose(tactic(), { from: 'deckTop', depth: 2, min: 0, max: 1, label: 'tactic' })), playTacticFree(chosen('t'))] })] } as CardDef,
  { ...testUnit('pf002', 'Costly Zap'), type: 'Tactic', cost: 5, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: damage(TARGET, 1) })] } as CardDef,
  { ...testUnit('pf003', 'Own Turn Zap'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ if: YOUR_TURN, target: unit(), effect: damage(TARGET, 1) })] } as CardDef,
  testUnit('pf004', 'Plain Ogre', { cost: 1 }),
]);

describe('playTacticFree of a card in a deck', () => {
  it('plays a tactic picked among the top cards of the deck at no cost; it goes to the discard pile after', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Plain Ogre'], deck: ['Plain Ogre', 'Costly Zap', 'Plain Ogre'], kingdom: { cards: [{ card: 'Deck Oracle', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Plain Ogre', as: 'x' }] } },
      ),
      decisions: [
        { type: 'use', card: '@o', ability: 'action' },
        { type: 'pass' },
        // its one legal target is taken for it
        { type: 'target', target: 'Costly Zap' },
      ],
      expect: { '@x.damage': 1, 'p1.resources': 0, 'p1.deck': 2, 'p1.discard': ['Costly Zap'] },
    });
  });

  it('observes its play restrictions: not played when it could not be', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { deck: ['Own Turn Zap', 'Plain Ogre'], kingdom: { cards: [{ card: 'Deck Oracle', as: 'o' }] } },
        { hand: ['Plain Ogre'], kingdom: { cards: [{ card: 'Plain Ogre', as: 'x' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@o', ability: 'action', player: 1 },
        { type: 'pass' },
        { type: 'target', target: 'Own Turn Zap', player: 1 },
      ],
      expect: { '@x.damage': 0, 'p1.deck': 2, log: ['cannot be played'] },
    });
  });
});
