import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = [
  { card: 'Rat Ogres', as: 'ro' },
  { card: 'Mountain Brigade', as: 'mb' },
  { card: 'Warp Lightning Cannon', as: 'wlc' },
  { card: 'Deathmaster Sniktch', as: 'ds' },
  'Mountain Brigade',
  { card: 'Rat Ogres', as: 'sixth' },
  'Mountain Brigade',
];

describe('Chittering Horde', () => {
  it('searches the top five cards for any number of Skaven cards to take; the rest are shuffled back', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK as never }, {}, ['skaven', 'orc']),
      decisions: [
        { type: 'play', card: 'Chittering Horde' },
        // Skaven cards among the top five only: not the Mountain Brigade, not the sixth card
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@ro' }, { type: 'target', target: '@wlc' }, { type: 'target', target: '@ds' }], exclude: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@sixth' }] },
          },
        },
        { type: 'target', target: '@ro' },
        { type: 'target', target: '@wlc' },
        // any number: he stops when he likes
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Rat Ogres', 'Warp Lightning Cannon'], 'p1.deck': 5, '@ds.loc': 'deck', log: ['P1 shuffles his deck'] },
    });
  });

  it('finding nothing to take, the searched cards are still shuffled back', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Rat Ogres'] }, {}, ['skaven', 'orc']),
      decisions: [
        { type: 'play', card: 'Chittering Horde' },
        // he is still asked (the opponent must not learn that nothing qualified): he can only pass
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.hand': [], 'p1.deck': 6, log: ['P1 shuffles his deck'] },
    });
  });
});
