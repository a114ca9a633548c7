import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Big Boss', () => {
  it("as your turn begins, the cheapest unit in play is sacrificed, whoever's it is", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Big Boss', as: 'bb' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Clan Rats', as: 'cr' }, { card: 'Dark Zealot', as: 'z' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [],
      expect: { '@cr.loc': 'discard', '@z.loc': 'battlefield', '@b.loc': 'kingdom', '@bb.loc': 'kingdom', log: ['sacrifice'] },
    });
  });

  it('on a tie, the Big Boss\'s controller picks among the cheapest only; he may pick his own', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Big Boss', as: 'bb' }, { card: 'Squig Herders', as: 'sh' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Clan Rats', as: 'cr' }, { card: 'Dark Zealot', as: 'z' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@sh' }, { type: 'target', target: '@cr' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@z' }, { type: 'target', target: '@bb' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@sh', player: 1 },
      ],
      expect: { '@sh.loc': 'discard', '@cr.loc': 'battlefield' },
    });
  });

  it('alone in play, it sacrifices itself; nothing at the beginning of the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Big Boss', as: 'bb' }] } }, {}, ['orc', 'chaos']),
      decisions: [],
      expect: { '@bb.loc': 'discard' },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Big Boss', as: 'bb' }] } }, { battlefield: { cards: [{ card: 'Clan Rats', as: 'cr' }] } }, ['orc', 'chaos']),
      decisions: [],
      expect: { '@bb.loc': 'kingdom', '@cr.loc': 'battlefield' },
    });
  });
});
