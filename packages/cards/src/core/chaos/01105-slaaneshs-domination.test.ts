import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Slaanesh's Domination", () => {
  it("reveals the opponent's cards and plays a revealed tactic for free; it then goes to its owner's discard pile", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ["Slaanesh's Domination", 'Dark Zealot'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o', corrupt: true }] } },
        { hand: ['Seduced by Darkness', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: "Slaanesh's Domination" },
        { expect: { prompt: { player: 1, kind: 'choose' }, log: ['reveals'] } },
        // no other revealed tactic is left to pick, and the only uncorrupted unit is its target
        { type: 'target', target: 'Seduced by Darkness' },
      ],
      expect: {
        '@m.corrupt': true,
        'p1.discard': ["Slaanesh's Domination"],
        'p2.discard': ['Seduced by Darkness'],
        'p2.hand': ['Mountain Brigade'],
        phase: 'capital',
      },
    });
  });

  it('a revealed X-cost tactic is played with X = 0', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ["Slaanesh's Domination", 'Dark Zealot'] }, { hand: ['Flames of Tzeentch'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: "Slaanesh's Domination" },
        { type: 'target', target: 'Flames of Tzeentch' },
      ],
      expect: { '@m.damage': 0, 'p2.discard': ['Flames of Tzeentch'], 'p2.hand.count': 0, 'p1.resources': 1, phase: 'capital' },
    });
  });
});
