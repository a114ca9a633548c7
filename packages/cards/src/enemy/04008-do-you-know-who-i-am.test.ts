import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Do You Know Who I Am?', () => {
  it("every non-High Elf unit in play, either player's, loses 1 power until the end of the turn; High Elf units keep theirs", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 9,
          hand: ['Do You Know Who I Am?', { card: 'Dwarf Ranger', as: 'late' }],
          kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'he' }, { card: 'Mountain Brigade', as: 'mine' }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dwarf Ranger', as: 'r' }] }, quest: { cards: [{ card: 'Lelansi', as: 'hero' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Do You Know Who I Am?' },
        // cost 3 + 2 loyalty less the High Elf symbols (capital, Silver Helm Brigade)
        { expect: { 'p1.resources': 6, '@mine.power': 1, '@ck.power': 2, '@r.power': 0, '@he.power': 1, '@hero.power': 1 } },
        // a unit entering play afterwards is not affected
        { type: 'play', card: '@late', zone: 'kingdom' },
        { expect: { '@late.power': 1 } },
      ],
    });
  });

  it('cannot be played while every unit in play is a High Elf unit (nothing would lose power)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: ['Do You Know Who I Am?', 'Mountain Brigade'], kingdom: { cards: ['Silver Helm Brigade'] } },
        { quest: { cards: ['Lelansi'] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [{ type: 'play', card: 'Do You Know Who I Am?', illegal: 'could not resolve' }],
    });
  });

  it('the loss ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Do You Know Who I Am?', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Do You Know Who I Am?' },
        { expect: { '@mine.power': 1, '@ck.power': 2, 'p1.resources': 1 } },
        { type: 'pass' },
        { expect: { turn: 4 } },
      ],
      expect: { '@mine.power': 2, '@ck.power': 3 },
    });
  });
});
