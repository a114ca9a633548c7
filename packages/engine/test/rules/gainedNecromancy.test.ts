/**
 * Necromancy gained in a discard pile (Countess Iseara grants it to a unit in her player's pile for the
 * turn): `gain(t, { keywords: { necromancy: true } })` on a unit in a discard pile lets its owner
 * play it from there as though it were in his hand, for as long as the gain lasts; played that way it
 * goes to the bottom of his deck at the end of the turn. Other units of the pile are not playable.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, fromDiscard, gain, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  tactic('x9831', 'Grave Call', { abilities: [action({ target: fromDiscard(unit()), effect: gain(TARGET, { keywords: { necromancy: true } }) })] }),
]);

describe('Necromancy gained in a discard pile', () => {
  it('the unit may be played from the discard pile this turn, and goes to the bottom of the deck as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Grave Call'], discard: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'g' }] }, {}),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@b', zone: 'kingdom' }] } } },
        { type: 'play', card: 'Grave Call' },
        { type: 'target', target: '@b' },
        { expect: { options: { include: [{ type: 'play', card: '@b', zone: 'kingdom' }], exclude: [{ type: 'play', card: '@g', zone: 'kingdom' }] } } },
        { type: 'play', card: '@b', zone: 'battlefield' },
        { expect: { '@b.loc': 'battlefield', 'p1.resources': 0 } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@b.loc': 'deck' },
    });
  });

  it('ends with the turn: not playable from the pile afterwards', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Grave Call', 'Grunt'], discard: [{ card: 'Brute', as: 'b' }], deck: ['Grunt', 'Grunt', 'Grunt', 'Grunt'] }, { hand: ['Grunt'], deck: ['Grunt', 'Grunt', 'Grunt', 'Grunt'] }),
      decisions: [
        { type: 'play', card: 'Grave Call' },
        { expect: { '@b.loc': 'discard', options: { include: [{ type: 'play', card: '@b', zone: 'kingdom' }] } } },
        { type: 'pass' },
        // P2's turn, then P1's again: the Brute is an ordinary card of the pile
        { type: 'pass', player: 2 },
        { expect: { turn: 5, prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: '@b', zone: 'kingdom' }] }, '@b.loc': 'discard' } },
      ],
    });
  });
});
