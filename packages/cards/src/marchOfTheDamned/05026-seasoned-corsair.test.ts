import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Seasoned Corsair', () => {
  it('as it enters play, a target unit has 2 fewer hit points until the end of the turn (a unit left with none is destroyed)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Seasoned Corsair', 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Dwarf Ranger', as: 'r' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Seasoned Corsair', zone: 'kingdom' },
        { type: 'use', card: 'Seasoned Corsair', ability: 'action' },
        // any unit, the Corsair itself included
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@r' }, { type: 'target', target: 'Seasoned Corsair' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@b.hitPoints': 2 } },
        { type: 'use', card: 'Seasoned Corsair', ability: 'action', illegal: 'first opportunity after its trigger' },
        // the rest of the turn passes (no attack): back to 4 in P2's turn
        { type: 'pass' },
        { expect: { active: 2, '@b.hitPoints': 4 } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Seasoned Corsair', 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] } }, ['dark-elf', 'orc']),
      decisions: [
        { type: 'play', card: 'Seasoned Corsair', zone: 'kingdom' },
        { type: 'use', card: 'Seasoned Corsair', ability: 'action' },
        { type: 'target', target: '@r' },
      ],
      expect: { '@r.loc': 'discard' },
    });
  });

  it('optional: declined, it is gone; not usable when it did not just enter play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: [{ card: 'Seasoned Corsair', as: 'c' }, 'Seasoned Corsair', 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c', zone: 'kingdom' },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { active: 1, phase: 'capital', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@c', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@b.hitPoints': 4 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Seasoned Corsair', as: 'c' }] } }, { battlefield: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
