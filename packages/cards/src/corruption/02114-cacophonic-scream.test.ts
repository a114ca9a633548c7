import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Cacophonic Scream', () => {
  it('at the beginning of your turn: 8 damage to a section of a target capital you pick (a burning one cannot be picked)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { resources: 12, hand: ['Cacophonic Scream'] },
        { kingdom: { developments: ['Mountain Brigade'], damage: 1 }, battlefield: { burning: true } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Cacophonic Scream' },
        // any capital's sections, his own too; not a burning one
        {
          expect: {
            options: {
              include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }],
              exclude: [{ type: 'target', target: 'battlefield', owner: 2 }],
            },
          },
        },
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      // 9 hit points (a development), 1 + 8 damage: it burns
      expect: { 'p2.kingdom.burning': true, 'p2.quest.damage': 0, 'p1.kingdom.damage': 0 },
    });
  });

  it('short of burning, the damage stays on the section', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ resources: 12, hand: ['Cacophonic Scream'] }, { quest: { developments: ['Mountain Brigade', 'Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Cacophonic Scream' }, { type: 'target', target: 'quest', owner: 2 }],
      expect: { 'p2.quest.damage': 8, 'p2.quest.burning': false },
    });
  });

  it("cannot be played as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      // Berserk Fury gives him an action in that window
      players: board({ resources: 15, hand: ['Cacophonic Scream', 'Berserk Fury'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [
        { expect: { phase: 'beginTurn', active: 2, prompt: { player: 1, kind: 'action' } } },
        { type: 'play', card: 'Cacophonic Scream', player: 1, illegal: 'cannot be used now' },
      ],
    });
  });

  it('cannot be played later in the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 12, hand: ['Cacophonic Scream', 'Mountain Brigade'] }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Cacophonic Scream', illegal: 'cannot be used now' }],
    });
  });
});
