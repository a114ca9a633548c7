import { describe, expect, it } from 'vitest';
import { optionsFor, viewFor } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

// top card first: the quests sit deep in the deck, the last one at the very bottom
const deck = ['Black Orc Squad', 'Crooked Teef Goblins', 'Black Orc Squad', 'Squig Herders', 'Black Orc Squad', 'Black Orc Squad', "Smash 'Em All!", 'Crooked Teef Goblins', 'A Glorious Death'];

describe('Ancient Map', () => {
  it('takes any quest card from anywhere in the deck into hand, revealed to both players, then shuffles', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, deck, hand: ['Ancient Map', 'Mountain Brigade'] }),
      decisions: [
        { type: 'play', card: 'Ancient Map' },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: "Smash 'Em All!" }, { type: 'target', target: 'A Glorious Death' }, { type: 'pass' }],
              exclude: [{ type: 'target', target: 'Black Orc Squad' }, { type: 'target', target: 'Squig Herders' }],
            },
          },
        },
        { type: 'target', target: 'A Glorious Death' },
      ],
      expect: {
        'p1.hand': ['A Glorious Death', 'Mountain Brigade'],
        'p1.deck': 8,
        'p1.resources': 0,
        'p1.discard': ['Ancient Map'],
        log: ['P1 reveals A Glorious Death', 'P1 shuffles his deck'],
      },
    });
  });

  it('may find nothing; the deck is shuffled anyway', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, deck, hand: ['Ancient Map', 'Mountain Brigade'] }),
      decisions: [{ type: 'play', card: 'Ancient Map' }, { type: 'pass' }],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p1.deck': 9, log: ['P1 shuffles his deck'] },
    });
  });

  it('with no quest in the deck, still resolves and shuffles', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Ancient Map', 'Mountain Brigade'] }),
      decisions: [
        { type: 'play', card: 'Ancient Map' },
        // he is still asked, as when a quest is there (the opponent must not learn the deck has none): he can only pass
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p1.deck': 10, 'p1.discard': ['Ancient Map'], log: ['P1 shuffles his deck'] },
    });
  });

  it('searches only its player\'s own deck', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Ancient Map', 'Mountain Brigade'] }, { deck: ['Mountain Brigade', 'A Glorious Death', 'Mountain Brigade'] }),
      decisions: [{ type: 'play', card: 'Ancient Map' }],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p2.deck': 3 },
    });
  });

  it('the opponent sees none of the searched deck while the choice is made', () => {
    const { state } = expectScenario({
      phase: 'capital',
      players: board({ resources: 1, deck, hand: ['Ancient Map', 'Mountain Brigade'] }, { hand: ['Mountain Brigade'] }),
      decisions: [{ type: 'play', card: 'Ancient Map' }],
    });
    expect(state.prompt?.player).toBe(0);
    expect(optionsFor(state, 1)).toEqual([]);
    const theirs = JSON.stringify(viewFor(state, 1));
    for (const name of ['Crooked Teef Goblins', 'Squig Herders', "Smash 'Em All!", 'A Glorious Death']) expect(theirs).not.toContain(name);
    // the searching player chooses among the two quests, or none
    expect(optionsFor(state, 0)).toHaveLength(3);
  });
});
