import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Stunty Smasha', () => {
  it("sacrificed, destroys one target development, either player's", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Stunty Smasha', as: 's' }], developments: [{ card: 'Troll Vomit', as: 'mine' }] } },
        { kingdom: { developments: [{ card: 'Chaos Knights', as: 'd1' }] }, battlefield: { developments: [{ card: 'Mountain Brigade', as: 'd2' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }] } } },
        { type: 'target', target: '@d2' },
      ],
      expect: { '@s.loc': 'discard', '@d2.loc': 'discard', '@d1.loc': 'kingdom', '@mine.loc': 'quest', 'p2.battlefield.developments': 0 },
    });
  });

  it('cannot be used with no development in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Stunty Smasha', as: 's' }] } }, {}, ['orc', 'chaos']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'no legal target' }],
      expect: { '@s.loc': 'quest' },
    });
  });

  it('stays sacrificed when its target is gone before it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Stunty Smasha', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Stunty Smasha', as: 't' }], developments: [{ card: 'Chaos Knights', as: 'd1' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // in response P2 destroys the same development with his own Stunty Smasha
        { type: 'use', card: '@t', ability: 'action', player: 2 },
      ],
      expect: { '@s.loc': 'discard', '@t.loc': 'discard', '@d1.loc': 'discard', log: ['fails'] },
    });
  });
});
