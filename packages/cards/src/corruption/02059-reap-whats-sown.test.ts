import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Reap What's Sown", () => {
  it('costs X; each player with at least X developments in all may discard his hand and draw X — each decides for himself', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ["Reap What's Sown", 'Dark Zealot', 'Chaos Knights'], kingdom: { developments: ['01001'] }, quest: { developments: ['01001'] } },
        { hand: ['Black Orc Squad', 'Lobber Crew', 'Huntsmen'], battlefield: { developments: ['01001', '01001', '01001'] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Reap What's Sown", x: 2 },
        { expect: { 'p1.resources': 0, prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0, player: 1 } /* discard and draw */,
        { expect: { 'p1.hand.count': 2 } },
        { type: 'mode', index: 1, player: 2 } /* keep his hand */,
      ],
      expect: { 'p2.hand': ['Black Orc Squad', 'Huntsmen', 'Lobber Crew'], 'p1.hand.count': 2, 'p1.discard': ['Chaos Knights', 'Dark Zealot', "Reap What's Sown"] },
    });
  });

  it('a player with fewer than X developments is not offered it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ["Reap What's Sown", 'Dark Zealot'], kingdom: { developments: ['01001', '01001'] } },
        { hand: ['Black Orc Squad'], battlefield: { developments: ['01001'] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Reap What's Sown", x: 2 },
        { type: 'mode', index: 0, player: 1 } /* discard and draw */,
      ],
      expect: { 'p1.hand.count': 2, 'p2.hand': ['Black Orc Squad'] },
    });
  });
});
