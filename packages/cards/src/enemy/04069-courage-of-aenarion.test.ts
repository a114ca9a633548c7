import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Courage of Aenarion', () => {
  it('restores every corrupted unit you control, not the opponent\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Courage of Aenarion', as: 'c' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a', corrupt: true }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b', corrupt: true }, { card: 'Mountain Brigade', as: 'n' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o', corrupt: true }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@c' }],
      // cost 1 + 2 loyalty less the capital's High Elf symbol
      expect: { '@a.corrupt': false, '@b.corrupt': false, '@n.corrupt': false, '@o.corrupt': true, 'p1.resources': 1, '@c.loc': 'discard' },
    });
  });

  it('cannot be played with no corrupted unit of yours (an opponent\'s does not count)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Courage of Aenarion', as: 'c' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: '@c' }] } } }],
    });
  });
});
