import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Night Goblins', () => {
  it("entering play destroys one target Attachment in that zone of either player's capital", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Night Goblins'],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'c1', attachedTo: '@b' }, { card: 'Totem of Gork', as: 't' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }, { card: 'Choppa', as: 'c3', attachedTo: '@k' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Choppa', as: 'c2', attachedTo: '@m', owner: 2 }] } },
      ),
      decisions: [
        { type: 'play', card: 'Night Goblins', zone: 'battlefield' },
        // its controller chooses among the Attachments of both battlefields; other supports and other zones are out
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@c1' }, { type: 'target', target: '@c2' }], exclude: [{ type: 'target', target: '@c3' }, { type: 'target', target: '@t' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@c2' },
      ],
      expect: { '@c2.loc': 'discard', '@m.power': 2, '@c1.loc': 'battlefield', '@c3.loc': 'kingdom', '@t.loc': 'battlefield' },
    });
  });

  it('does nothing when there is no Attachment in that zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Night Goblins'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }, { card: 'Choppa', as: 'c', attachedTo: '@k' }] } }),
      decisions: [{ type: 'play', card: 'Night Goblins', zone: 'quest' }],
      expect: { '@c.loc': 'kingdom', 'p1.quest.units': ['Night Goblins'], log: ['no valid'] },
    });
  });
});
