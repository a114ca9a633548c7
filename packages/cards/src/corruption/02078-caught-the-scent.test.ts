import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Caught the Scent', () => {
  it("in your turn: you see the opponent's hand and may discard one card of your choice from it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Caught the Scent', 'Mountain Brigade'] },
        { hand: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Lobber Crew', as: 'l' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Caught the Scent' },
        { expect: { revealed: ['Black Orc Squad', 'Lobber Crew'], prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@l' }, { type: 'pass' }] } } },
        { type: 'target', target: '@l' },
      ],
      expect: { 'p2.hand': ['Black Orc Squad'], 'p2.discard': ['Lobber Crew'], revealed: [] },
    });
  });

  it('discarding is optional', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Caught the Scent', 'Mountain Brigade'] }, { hand: ['Black Orc Squad'] }, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Caught the Scent' }, { type: 'pass' }],
      expect: { 'p2.hand': ['Black Orc Squad'], 'p2.discard': [] },
    });
  });

  it("cannot be played in the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      // (Reap What's Sown, playable for X = 0, gives P1 a window to act in)
      players: board({ resources: 4, hand: ['Caught the Scent', "Reap What's Sown"] }, { hand: ['Black Orc Squad', 'Mountain Brigade'] }, ['dark-elf', 'orc']),
      decisions: [
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: "Reap What's Sown", x: 0 }], exclude: [{ type: 'play', card: 'Caught the Scent' }] } } },
      ],
    });
  });
});
