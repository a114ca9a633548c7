import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DEV = 'Mountain Brigade';

describe('Wild Rider', () => {
  it('+4 power while five or more developments are in its zone; not with four, nor counting other zones', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [DEV, DEV], battlefield: { cards: [{ card: 'Wild Rider', as: 'w' }], developments: [DEV, DEV, DEV, DEV] }, kingdom: { developments: [DEV, DEV] } },
        { battlefield: { developments: [DEV, DEV] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { '@w.power': 1 } },
        { type: 'develop', card: DEV, zone: 'battlefield' },
        { expect: { '@w.power': 5, 'p1.battlefield.developments': 5 } },
      ],
    });
  });
});
