import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Forest Goblins', () => {
  it('after it enters play, one target unit (any player\'s) gets +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Forest Goblins', as: 'f' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Peasant Militia', as: 'p' }] } }, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield' },
        { type: 'use', card: '@f', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@f' }, { type: 'target', target: '@b' }, { type: 'target', target: '@p' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@b.power': 2, '@f.power': 1, '@p.power': 0 } },
        { type: 'pass' },
        { type: 'pass' }, // (no attack)
      ],
      // the turn is over: back to 1
      expect: { turn: 4, '@b.power': 1 },
    });
  });

  it('may pick itself (FAQ: entering play effects can target the card itself)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Forest Goblins', as: 'f' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Peasant Militia'] } }, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: '@f', zone: 'battlefield' }, { type: 'use', card: '@f', ability: 'action' }, { type: 'target', target: '@f' }],
      expect: { '@f.power': 2 },
    });
  });

  it('is not usable while still on the chain, nor a second time', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Forest Goblins', as: 'f' }, 'Mountain Brigade'] }, {}, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield' },
        { type: 'use', card: '@f', ability: 'action' },
        { type: 'use', card: '@f', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@f.power': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Forest Goblins', as: 'f' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'use', card: '@f', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
