/**
 * "Its controller chooses": a choice's `by` (and `chooseOne`'s) may be a reference to a player, such
 * as the controller of the target (Asuryan's Cleansing), not only a player relation.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, chooseOne, controllerOf, loseResources, sacrifice, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

registerFixtures([
  // "Action: target unit's controller chooses: he sacrifices it, or he loses 1 resource."
  {
    id: 'tc001', name: 'Ultimatum', type: 'Tactic', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true,
    abilities: [
      action({
        target: unit(),
        effect: chooseOne(
          [
            { label: 'sacrifice it', do: sacrifice(TARGET) },
            { label: 'lose 1 resource', do: loseResources(controllerOf(TARGET), 1) },
          ],
          controllerOf(TARGET),
        ),
      }),
    ],
  } as CardDef,
]);

describe('a chooser given by reference', () => {
  it("the target's controller makes the choice, whoever plays the card", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Ultimatum', 'Wall'] }, { resources: 2, kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: 'Ultimatum' },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }] } } },
        { type: 'mode', index: 1, player: 2 },
      ],
      expect: { '@g.loc': 'kingdom', 'p2.resources': 1 },
    });
  });
});
