import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Veteran Greatsword', () => {
  it('after entering play gains +1 power per unit in its zone (itself included, not other zones) until the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Veteran Greatsword', as: 'v' }, 'Mountain Brigade'],
          battlefield: { cards: ['Mountain Brigade', 'Mountain Brigade'] },
          kingdom: { cards: ['Mountain Brigade'] },
        },
        { battlefield: { cards: ['Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@v', zone: 'battlefield' },
        { type: 'use', card: '@v', ability: 'action' },
        // 3 units in its battlefield: printed 1 + 3
        { expect: { '@v.power': 4 } },
        { type: 'pass', player: 1 },
        // the battlefield phase: still 4; the next turn it is back to 1
        { expect: { phase: 'battlefield', '@v.power': 4 } },
        { type: 'pass', player: 1 },
        { expect: { active: 2, '@v.power': 1 } },
      ],
    });
  });
});
