/**
 * A shield printed as a Forced effect (Forced, per point of damage assigned to it: spend a
 * token to cancel that point; War Hydra) is a Forced effect: a card that loses its Actions and Forced
 * effects loses it too (Eataine Harbour), while a shield that is a constant effect stays.
 */
import { describe, it } from 'vitest';
import { constant, shield, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Forced: each time this unit would be dealt damage, remove a token from it to cancel that damage."
  testUnit('fs001', 'Token Hide', { hitPoints: 3, abilities: [shield({ to: 'self', tokensPerPoint: true, forced: true })] }),
  // "Cancel the first damage dealt to this unit each turn." (a constant effect)
  testUnit('fs002', 'Thick Hide', { hitPoints: 3, abilities: [shield({ to: 'self', amount: 1, limit: 'turn' })] }),
  // "Units lose their Actions and Forced effects."
  { ...testUnit('fs003', 'Silence Totem'), type: 'Support', power: 0, hitPoints: 0, abilities: [constant({ affects: unit(), modify: { losesActionsAndForced: true } })] },
]);

describe('shields printed as Forced effects', () => {
  it('work while the card keeps its Forced effects', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Bolt', 'Grunt'] }, { kingdom: { cards: [{ card: 'Token Hide', as: 'h', tokens: 2 }] } }),
      decisions: [{ type: 'play', card: 'Bolt' }],
      expect: { '@h.damage': 0, '@h.tokens': 1 },
    });
  });

  it('are lost with the Forced effects; a constant shield is not', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Bolt', 'Bolt', 'Grunt'], kingdom: { cards: ['Silence Totem'] } },
        { kingdom: { cards: [{ card: 'Token Hide', as: 'h', tokens: 2 }, { card: 'Thick Hide', as: 't' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@h' },
        { type: 'pass' }, // (his second Bolt is not played in response)
        { expect: { '@h.damage': 1, '@h.tokens': 2 } },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@t' },
      ],
      expect: { '@t.damage': 0 },
    });
  });
});
