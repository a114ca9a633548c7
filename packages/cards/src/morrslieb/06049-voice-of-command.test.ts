import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Voice of Command', () => {
  it('this turn, each tactic you play may be paid 1 resource to come back from your discard pile to your hand as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 6, hand: ['Voice of Command', { card: 'Track the Prey', as: 't' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Voice of Command' },
        { type: 'pass' },
        // its own play offers nothing
        { expect: { 'p1.resources': 4, prompt: { player: 1, kind: 'action' }, 'p1.discard': ['Voice of Command'] } },
        { type: 'play', card: '@t' },
        { expect: { prompt: { player: 1, kind: 'choose' }, 'p1.resources': 2 } },
        { type: 'mode', index: 0 },
        { expect: { 'p1.resources': 1, '@t.loc': 'discard', 'p1.discard': ['Voice of Command', 'Track the Prey'] } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, 'p1.hand': ['Track the Prey', 'Mountain Brigade'], 'p1.discard': ['Voice of Command'], log: ['returns from the discard pile'] },
    });
  });

  it('declined, the tactic stays in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 6, hand: ['Voice of Command', 'Track the Prey', 'Mountain Brigade'], battlefield: { cards: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Voice of Command' },
        { type: 'pass' },
        { type: 'play', card: 'Track the Prey' },
        { type: 'pass' },
        { expect: { 'p1.resources': 2 } },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { turn: 4, 'p1.hand': ['Mountain Brigade'], 'p1.discard': ['Voice of Command', 'Track the Prey'] },
    });
  });

  it('with no resource left to spend, it cannot be paid: the tactic stays in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 4, hand: ['Voice of Command', 'Track the Prey', 'Mountain Brigade'], battlefield: { cards: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Voice of Command' },
        { type: 'pass' },
        { type: 'play', card: 'Track the Prey' },
        { expect: { 'p1.resources': 0, prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0 },
        { expect: { 'p1.resources': 0, prompt: { player: 1, kind: 'action' }, 'p1.discard': ['Voice of Command', 'Track the Prey'], log: ['its cost cannot be paid'] } },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { turn: 4, 'p1.hand': ['Mountain Brigade'], 'p1.discard': ['Voice of Command', 'Track the Prey'] },
    });
  });

  it("the opponent's tactics are not offered, nor yours after this turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 5, hand: ['Voice of Command', 'Track the Prey', 'Mountain Brigade'], battlefield: { cards: ['Mountain Brigade'] } },
        { capital: 'empire', resources: 6, hand: ['Track the Prey', 'Track the Prey', 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'empire'],
      ),
      decisions: [
        { type: 'play', card: 'Voice of Command' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        // P2 plays a tactic in P1's turn: P1 is offered nothing
        { type: 'play', card: 'Track the Prey', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { expect: { 'p2.discard': ['Track the Prey'], 'p1.resources': 3 } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 }, // no attack
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        // turn 4 (P2's): P1 plays a tactic; the effect ended with turn 3
        { type: 'pass', player: 2 },
        { expect: { turn: 4, prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: 'Track the Prey', player: 1 },
        { expect: { prompt: { player: 2, kind: 'action' }, 'p1.resources': 1 } },
        { type: 'pass', player: 2 },
      ],
      expect: { turn: 4, 'p1.discard': ['Voice of Command', 'Track the Prey'], 'p1.resources': 1 },
    });
  });
});
