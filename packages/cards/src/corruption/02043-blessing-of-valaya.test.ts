import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blessing of Valaya', () => {
  it('redirects the next 2 damage dealt to the first target unit to the second, then stops', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 2, hand: ['Blessing of Valaya'], kingdom: { cards: [{ card: 'Runesmith', as: 'rs' }] } },
        { resources: 8, hand: ['Flames of Tzeentch', 'Flames of Tzeentch', 'Mountain Brigade'], quest: { cards: ['Dark Zealot', { card: 'Dark Zealot', as: 'dz' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 1, player: 2 },
        { type: 'target', target: '@rs' },
        { type: 'play', card: 'Blessing of Valaya', player: 1 },
        { type: 'target', target: '@rs' },
        { type: 'target', target: '@dz' },
        { type: 'pass', player: 2 },
        { expect: { '@rs.damage': 0, '@dz.damage': 1, log: ['Blessing of Valaya redirects 1 damage'] } },
        // 1 of the 2 is left: of 3 more damage, 1 is redirected and 2 stay
        { type: 'play', card: 'Flames of Tzeentch', x: 3, player: 2 },
        { type: 'target', target: '@rs' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@rs.loc': 'discard', '@dz.damage': 2 },
    });
  });

  it('needs two different units', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Blessing of Valaya', 'Mountain Brigade'], kingdom: { cards: ['Runesmith'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Blessing of Valaya', illegal: 'no legal target' }],
    });
  });
});
