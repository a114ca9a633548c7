import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Griffon Standard', () => {
  it('goes onto an Empire unit in your battlefield, which gains 1 power per Empire unit in that zone (itself counted)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 7,
          hand: [{ card: 'Griffon Standard', as: 's' }, { card: 'Knights of the Blazing Sun', as: 'late' }],
          battlefield: { cards: [{ card: 'Knights of the Blazing Sun', as: 'h' }, { card: 'Gryphon Legionnaire', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] },
          kingdom: { cards: [{ card: 'Knights of the Blazing Sun', as: 'home' }] },
        },
        { battlefield: { cards: [{ card: 'Knights of the Blazing Sun', as: 'theirs' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        // not onto a Dwarf unit, an Empire unit outside the battlefield, or the opponent's
        { expect: { options: { include: [{ type: 'play', card: '@s', zone: 'battlefield', target: '@h' }, { type: 'play', card: '@s', zone: 'battlefield', target: '@g' }], exclude: [{ type: 'play', card: '@s', zone: 'battlefield', target: '@m' }, { type: 'play', card: '@s', zone: 'kingdom', target: '@home' }, { type: 'play', card: '@s', zone: 'battlefield', target: '@theirs' }] } } },
        { type: 'play', card: '@s', zone: 'battlefield', target: '@h' },
        // cost 2 (its 3 loyalty icons matched by the capital and the Empire units in play); 1 + 2 (the two Empire units there, P2's not counted)
        { expect: { 'p1.resources': 5, '@h.power': 3, '@g.power': 1, '@home.power': 1, '@theirs.power': 1 } },
        { type: 'play', card: '@late', zone: 'battlefield' },
      ],
      expect: { '@h.power': 4 },
    });
  });
});
