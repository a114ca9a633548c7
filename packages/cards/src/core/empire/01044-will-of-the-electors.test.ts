import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Will of the Electors', () => {
  it("moves up to two developments of one player's zone to another zone of that player", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Will of the Electors', 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { quest: { developments: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Will of the Electors' },
        { type: 'target', target: '@a' },
        // the second one must be in the same zone of the same player
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@b' },
        { expect: { options: { exclude: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 2 },
      ],
      expect: { 'p2.quest.developments': 1, 'p2.battlefield.developments': 2, '@a.loc': 'battlefield', 'p1.kingdom.developments': 1, 'p1.discard': ['Will of the Electors'] },
    });
  });

  it('may move a single development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Will of the Electors', 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }, 'Mountain Brigade'] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Will of the Electors' }, { type: 'target', target: '@d' }, { type: 'pass' }, { type: 'target', target: 'quest', owner: 1 }],
      expect: { 'p1.kingdom.developments': 1, 'p1.quest.developments': 1 },
    });
  });
});
