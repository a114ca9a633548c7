import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Demoralise', () => {
  it('takes 2 power from a target unit for the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Demoralise', 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } }, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Demoralise' }, { expect: { '@c.power': 1, 'p1.discard': ['Demoralise'] } }],
    });
  });
});
