/**
 * "Only an opponent may trigger this ability" (`action({ by: 'opponent' })`): the other player uses
 * it (he pays, chooses, and is its controller), never the card's controller; and Mods
 * `losesToughness` ("loses all Toughness"): no Toughness, whatever gives it.
 */
import { describe, it } from 'vitest';
import { action, gain, SELF, spend } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // Toughness 2. Action (opponent only, costs 1 resource): this unit has no Toughness for the rest of the turn.
  testUnit('x9331', 'Proud Guard', { keywords: { toughness: 2 }, hitPoints: 2, abilities: [action({ by: 'opponent', cost: spend(1), effect: gain(SELF, { losesToughness: true }) })] }),
  // "Action: this unit gains Toughness 1 until the end of the turn." and an opponent's "Action: it loses all Toughness" (each once per turn)
  testUnit('x9332', 'Shield Wall', { hitPoints: 2, abilities: [action({ limit: 'turn', effect: gain(SELF, { keywords: { toughness: 1 } }) }), action({ id: 'drop', limit: 'turn', by: 'opponent', effect: gain(SELF, { losesToughness: true }) })] }),
]);

describe('an action only an opponent may trigger', () => {
  it('is offered to the opponent, who pays for it; its controller cannot use it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Grunt'], kingdom: { cards: [{ card: 'Proud Guard', as: 'g' }] } }, { resources: 1 }),
      decisions: [
        { type: 'use', card: '@g', ability: 'action', illegal: 'only an opponent' },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'use', card: '@g', ability: 'action' }] } } },
        { type: 'use', card: '@g', ability: 'action', player: 2 },
      ],
      expect: { 'p2.resources': 0, 'p1.resources': 3, log: ['losesToughness'] },
    });
  });
});

describe('losing all Toughness', () => {
  it('printed or gained, it counts for nothing until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Shield Wall', as: 'w' }] } },
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@w', ability: 'action', player: 1 },
        // answered: the Toughness is lost first, then gained — and still counts for nothing
        { type: 'use', card: '@w', ability: 'drop', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@w', player: 1 },
        { type: 'assign', target: '@w', amount: 2 },
        { type: 'assign', target: '@b', amount: 1, player: 1 },
      ],
      expect: { '@w.loc': 'discard' },
    });
  });
});
