/**
 * `rules: { enterCorrupted: 'undeveloped' }` ("a unit entering an undeveloped zone is corrupt on arrival"): any unit, either player's, entering play into a zone of its controller's capital that
 * holds no development is corrupt on arrival; a developed zone, a move, and a development are not.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { constant } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('x9581', 'Foul Den'), type: 'Support', power: 0, hitPoints: 0, abilities: [constant({ rules: { enterCorrupted: 'undeveloped' } })] } as CardDef,
]);

describe('units entering play into a zone with no developments enter corrupted', () => {
  it("either player's units, into an undeveloped zone only; a development is never corrupted", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'b' }, { card: 'Grunt', as: 'd' }, 'Grunt'], quest: { developments: ['Grunt'] } },
        { kingdom: { cards: ['Foul Den'] } },
      ),
      decisions: [
        { type: 'play', card: '@a', zone: 'kingdom' },
        { expect: { '@a.corrupt': true } },
        { type: 'play', card: '@b', zone: 'quest' },
        { expect: { '@b.corrupt': false } },
        { type: 'develop', card: '@d', zone: 'battlefield' },
      ],
      expect: { '@d.dev': true, '@d.corrupt': false },
    });
  });
});
