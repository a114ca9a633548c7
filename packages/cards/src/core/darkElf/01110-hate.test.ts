import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Hate', () => {
  it("takes 1 resource from the opponent's pool into yours", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Hate', 'Mountain Brigade'] }, { resources: 3 }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Hate' }],
      expect: { 'p1.resources': 2, 'p2.resources': 2, 'p1.discard': ['Hate'] },
    });
  });

  it('cannot be played when the opponent has no resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Hate', 'Mountain Brigade'] }, { resources: 0 }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Hate', illegal: 'could not resolve' }],
    });
  });
});
