import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('War Hydra', () => {
  it('enters play with 5 resource tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'War Hydra', as: 'h' }, 'Mountain Brigade'] }, {}, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'War Hydra', zone: 'battlefield' }],
      expect: { '@h.tokens': 5, '@h.loc': 'battlefield' },
    });
  });

  it('each damage it would be dealt removes a token instead and gives its controller 1 resource', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 0, battlefield: { cards: [{ card: 'War Hydra', as: 'h', tokens: 2 }] } },
        { resources: 3, hand: ['Flames of Tzeentch', 'Mountain Brigade'], quest: { cards: ['Dark Zealot', 'Dark Zealot'] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 3, player: 2 },
        { type: 'target', target: '@h' },
        // 2 tokens cancel 2 of the 3 damage; the third is dealt and destroys the 1-hit-point Hydra
        { expect: { '@h.loc': 'discard', 'p1.resources': 2, log: ['removes 2 resource token(s) to cancel 2 damage'] } },
      ],
    });
  });
});
