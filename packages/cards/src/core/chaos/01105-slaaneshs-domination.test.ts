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
        // both cards are shown to both players while the tactic resolves
        { expect: { prompt: { player: 1, kind: 'choose' }, log: ['reveals at random: ', 'Seduced by Darkness#'], revealed: ['Mountain Brigade', 'Seduced by Darkness'] } },
        // no other revealed tactic is left to pick, and the only uncorrupted unit is its target
        { type: 'target', target: 'Seduced by Darkness' },
      ],
      expect: {
        revealed: [],
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

  it('plays the picked tactics one after another: one discarded by an earlier one is not played', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ["Slaanesh's Domination"] }, { hand: ['Will of Tzeentch', 'Will of Tzeentch'] }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: "Slaanesh's Domination" },
        { type: 'target', target: 'Will of Tzeentch' },
        { type: 'target', target: 'Will of Tzeentch' },
      ],
      expect: {
        'p2.discard': ['Will of Tzeentch', 'Will of Tzeentch'],
        'p1.hand.count': 3,
        'p2.hand.count': 3,
        log: ['cannot be played now'],
      },
    });
  });
});
