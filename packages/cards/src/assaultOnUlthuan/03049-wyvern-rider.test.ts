import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Wyvern Rider', () => {
  it('has +1 power in a battlefield of yours without developments (an opponent\'s developments, and yours elsewhere, do not count)', () => {
    expectScenario({
      players: board(
        { battlefield: { cards: [{ card: 'Wyvern Rider', as: 'w' }] }, kingdom: { developments: ['Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] } },
        { battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [],
      expect: { '@w.power': 2, 'p1.battlefield.power': 2 },
    });
  });

  it('loses the bonus as soon as you develop its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Wyvern Rider', as: 'w' }] } }),
      decisions: [
        { expect: { '@w.power': 2 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
        { expect: { '@w.power': 1, 'p1.battlefield.developments': 1 } },
      ],
    });
  });

  it('has only its printed power outside the battlefield, even with no developments anywhere', () => {
    expectScenario({
      players: board({ kingdom: { cards: [{ card: 'Wyvern Rider', as: 'k' }] }, quest: { cards: [{ card: 'Wyvern Rider', as: 'q' }] } }),
      decisions: [],
      expect: { '@k.power': 1, '@q.power': 1 },
    });
  });
});
