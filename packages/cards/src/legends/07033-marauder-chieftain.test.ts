import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Marauder Chieftain', () => {
  it('at the beginning of your turn: 1 damage to a section you pick of any capital (not a burning one)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Marauder Chieftain', as: 'mc' }] } }, { battlefield: { burning: true } }, ['chaos', 'dwarf']),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@mc', ability: 'action' }] } } },
        { type: 'use', card: '@mc', ability: 'action' },
        {
          expect: {
            options: {
              include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }],
              exclude: [{ type: 'target', target: 'battlefield', owner: 2 }],
            },
          },
        },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.quest.damage': 1, 'p2.kingdom.damage': 0, 'p1.quest.damage': 0 },
    });
  });

  it("optional, at the first opportunity only; not at the beginning of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Marauder Chieftain', as: 'mc' }, 'Flagellants'] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'kingdom', options: { exclude: [{ type: 'use', card: '@mc', ability: 'action' }] } } },
      ],
      expect: { 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Marauder Chieftain', as: 'mc' }, 'Flagellants'] } }, { hand: ['Mountain Brigade'] }, ['chaos', 'dwarf']),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@mc', ability: 'action' }] } } }],
    });
  });
});
