import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Forest Goblins', () => {
  it('when it enters play, one target unit (itself included) gets +1 power this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Forest Goblins', as: 'f' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield' },
        { type: 'use', card: '@f', ability: 0 },
        { expect: { options: { include: [{ type: 'target', target: '@f' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.power': 2, '@f.power': 1 },
    });
  });

  it('is not usable while still on the chain, nor again later', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Forest Goblins', as: 'f' }, 'Mountain Brigade'] }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield' },
        { type: 'use', card: '@f', ability: 0 },
        { type: 'use', card: '@f', ability: 0, illegal: 'right after its trigger' },
      ],
      expect: { '@f.power': 2 },
    });
  });
});
