/**
 * `rules: { extraDevelopments: n }` ("one more development from the hand in each of your turns"): its controller may play n more developments in each of his turns, beyond the one the
 * rules allow; several such constants add up, and an opponent's gives him nothing.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { constant } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('x9591', 'Busy Builders'), type: 'Support', power: 0, hitPoints: 0, abilities: [constant({ rules: { extraDevelopments: 1 } })] } as CardDef,
]);

const noMore = { options: { exclude: [{ type: 'develop', card: 'Grunt', zone: 'kingdom' }, { type: 'develop', card: 'Grunt', zone: 'battlefield' }] } };

describe('additional developments', () => {
  it('one more a turn for its controller; none for the opponent holding one', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }, 'Grunt', 'Grunt'], kingdom: { cards: ['Busy Builders'] } },
        { kingdom: { cards: ['Busy Builders'] } },
      ),
      decisions: [
        { type: 'develop', card: '@a', zone: 'kingdom' },
        { type: 'develop', card: '@b', zone: 'quest' },
        { expect: { '@b.dev': true, ...noMore } },
      ],
    });
  });
  it('two such constants of his add up: three developments, not a fourth', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }, { card: 'Grunt', as: 'c' }, 'Grunt', 'Grunt'], kingdom: { cards: ['Busy Builders', 'Busy Builders'] } }),
      decisions: [
        { type: 'develop', card: '@a', zone: 'kingdom' },
        { type: 'develop', card: '@b', zone: 'quest' },
        { type: 'develop', card: '@c', zone: 'battlefield' },
        { expect: { '@c.dev': true, ...noMore } },
      ],
    });
  });
});
