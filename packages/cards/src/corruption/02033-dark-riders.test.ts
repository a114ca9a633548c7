import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dark Riders', () => {
  it('has +1 power while any unit in play is corrupted (either player\'s), and loses it when none is', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { battlefield: { cards: [{ card: 'Dark Riders', as: 'dr' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', corrupt: true }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ expect: { '@dr.power': 2 } }],
    });
    expectScenario({
      phase: 'kingdom',
      players: board({ battlefield: { cards: [{ card: 'Dark Riders', as: 'dr', corrupt: true }] } }, {}, ['dark-elf', 'orc']),
      // its own corruption counts; at the beginning of the kingdom phase it may be restored (then 1)
      decisions: [
        { expect: { '@dr.power': 2 } },
        { type: 'restore', card: '@dr' },
        { expect: { '@dr.corrupt': false, '@dr.power': 1 } },
      ],
    });
  });

  it('a corrupted support does not count, nor a clean unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Dark Riders', as: 'dr' }] } },
        { kingdom: { cards: ['Black Orc Squad', { card: 'Keystone Forge', as: 'kf', corrupt: true }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ expect: { '@kf.corrupt': true, '@dr.power': 1 } }],
    });
  });

  it('the bonus follows the corruption as it changes (a unit corrupted later)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Dark Riders', as: 'dr' }] }, kingdom: { cards: [{ card: 'Bule, Lord of Pus', as: 'bule' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { expect: { '@dr.power': 1 } },
        { type: 'target', target: '@b' },
        { expect: { '@b.corrupt': true, '@dr.power': 2 } },
      ],
    });
  });
});
