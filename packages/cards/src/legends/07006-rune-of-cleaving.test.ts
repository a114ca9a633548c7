import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Rune of Cleaving', () => {
  it('goes only onto a unit you control, which gets +2 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'dwarf', resources: 4, hand: [{ card: 'Rune of Cleaving', as: 'r' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@r', zone: 'kingdom', target: '@theirs', illegal: 'cannot be attached' },
        { type: 'play', card: '@r', zone: 'kingdom', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@r.loc': 'kingdom', '@b.power': 3, '@theirs.power': 1 },
    });
  });

  it('when its unit leaves play, its controller may pay 2 to take it back into his hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Rune of Cleaving', as: 'x', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' }, // order of the discard pile
        { expect: { prompt: { player: 1, kind: 'choose' }, '@x.loc': 'discard' } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@x.loc': 'hand', 'p1.resources': 1, '@lc.loc': 'discard' },
    });
  });

  it('declined, it stays in the discard pile and nothing is paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Rune of Cleaving', as: 'x', attachedTo: '@lc' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] } },
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' }, // declines
        { expect: { prompt: { player: 2, kind: 'action' }, '@x.loc': 'discard', 'p1.resources': 3 } },
      ],
    });
  });
});
