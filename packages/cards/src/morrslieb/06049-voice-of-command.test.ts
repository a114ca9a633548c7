import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Voice of Command', () => {
  it('each tactic you play this turn may be paid 1 resource to come back to your hand at the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Voice of Command', 'Demoralise', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Voice of Command' },
        { type: 'pass' },
        { expect: { 'p1.resources': 1 } },
        { type: 'play', card: 'Demoralise' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'Demoralise' },
        { expect: { 'p1.resources': 0, 'p1.discard': ['Voice of Command', 'Demoralise'] } },
        { type: 'pass' },
      ],
      expect: { turn: 4, 'p1.hand': ['Demoralise', 'Mountain Brigade'], 'p1.discard': ['Voice of Command'], log: ['returns from the discard pile'] },
    });
  });

  it('declined (or with no resource), the tactic stays in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Voice of Command', 'Demoralise', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Voice of Command' },
        { type: 'pass' },
        { type: 'play', card: 'Demoralise' },
        { type: 'pass' },
        { expect: { 'p1.resources': 1 } },
        { type: 'pass' },
      ],
      expect: { turn: 4, 'p1.hand': ['Mountain Brigade'], 'p1.discard': ['Voice of Command', 'Demoralise'] },
    });
  });
});
