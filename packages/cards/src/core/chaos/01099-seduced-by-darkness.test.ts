import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Seduced by Darkness', () => {
  it('corrupts one target unit; an already corrupted unit is no target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Seduced by Darkness'] }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', corrupt: true }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Seduced by Darkness' }],
      expect: { '@m.corrupt': true, 'p1.discard': ['Seduced by Darkness'] },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Seduced by Darkness'] }, { kingdom: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Seduced by Darkness', illegal: 'no legal target' }],
    });
  });
});
