import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Twin-Tailed Comet', () => {
  it('copies a tactic just played, for free, with targets chosen by the copying player', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Demoralise', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { resources: 5, hand: ['Twin-Tailed Comet'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'theirs' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Demoralise' },
        { type: 'target', target: '@theirs' },
        { type: 'play', card: 'Twin-Tailed Comet', player: 2 }, // the only tactic on the chain is its target
        // the Comet resolves first, Demoralise still waits on the chain: player 2 picks the copy's target
        { expect: { 'p2.resources': 0, chain: 1, '@theirs.power': 3, prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@mine' },
      ],
      expect: { '@mine.power': 1, '@theirs.power': 1, chain: 0, 'p1.discard': ['Demoralise'], 'p2.discard': ['Twin-Tailed Comet'] },
    });
  });

  it("copies an X tactic with X = 0, even one only playable in its owner's turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Flames of Tzeentch', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'mine' }] } },
        { resources: 5, hand: ['Twin-Tailed Comet'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'theirs' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 2 },
        { type: 'target', target: '@theirs' },
        { type: 'play', card: 'Twin-Tailed Comet', player: 2 },
        { type: 'target', target: '@mine', player: 2 },
      ],
      expect: { '@mine.damage': 0, '@theirs.damage': 2, chain: 0, log: ['plays Flames of Tzeentch#0 for free (a copy)'] },
    });
  });

  it('cannot be played when no tactic is on the chain', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        { resources: 5, hand: ['Twin-Tailed Comet', 'Demoralise'], battlefield: { cards: ['Chaos Knights'] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@r' },
        { expect: { prompt: { player: 2, kind: 'action' }, options: { include: [{ type: 'play', card: 'Demoralise' }], exclude: [{ type: 'play', card: 'Twin-Tailed Comet' }] } } },
      ],
    });
  });

  it('does not see a tactic being played facedown as a development (a facedown card has no type)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Demoralise', 'Mountain Brigade'] },
        { resources: 5, hand: ['Twin-Tailed Comet', 'Demoralise'], battlefield: { cards: ['Chaos Knights'] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'develop', card: 'Demoralise', zone: 'kingdom' },
        { expect: { chain: 1, prompt: { player: 2, kind: 'action' }, options: { exclude: [{ type: 'play', card: 'Twin-Tailed Comet' }] } } },
      ],
    });
  });
});
