import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Will of the Electors', () => {
  it("moves two target developments of one player's zone together to another zone of that player", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Will of the Electors', 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        {
          quest: { cards: [{ card: 'Black Orc Squad', as: 'u' }], developments: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }] },
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'k' }] },
        },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Will of the Electors' },
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@u' }, { type: 'pass' }] } } },
        { type: 'target', target: '@a' },
        // the second one must be in the same zone of the same player
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@b' },
        // the zone: another of that player's zones
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }], exclude: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 2 },
      ],
      expect: { 'p2.quest.developments': 1, 'p2.battlefield.developments': 2, '@a.loc': 'battlefield', '@b.loc': 'battlefield', '@c.loc': 'quest', 'p1.kingdom.developments': 1, 'p1.discard': ['Will of the Electors'] },
    });
  });

  it('may move a single development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Will of the Electors', 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }, 'Mountain Brigade'] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Will of the Electors' }, { type: 'target', target: '@d' }, { type: 'pass' }, { type: 'target', target: 'quest', owner: 1 }],
      expect: { 'p1.kingdom.developments': 1, 'p1.quest.developments': 1, '@d.loc': 'quest' },
    });
  });

  it('moves the target still there when the other is gone at resolution', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Will of the Electors', 'Mountain Brigade'] },
        { resources: 4, hand: ['Cultist of Slaanesh'], quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'cs' }], developments: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Will of the Electors' },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { type: 'use', card: '@cs', ability: 'action', player: 2 },
        { type: 'target', target: '@a', player: 2 }, // destroyed in response
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'kingdom', 'p2.quest.developments': 0 },
    });
  });
});
