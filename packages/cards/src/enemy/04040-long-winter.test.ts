import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Long Winter', () => {
  it("returns a target development, either player's, to its owner's hand", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: 'Long Winter', as: 'lw' }, 'Mountain Brigade'], quest: { developments: [{ card: 'Troll Vomit', as: 'mine' }] } },
        { kingdom: { developments: [{ card: 'Chaos Knights', as: 'd1' }] }, battlefield: { developments: [{ card: 'Mountain Brigade', as: 'd2' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@lw' },
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }] } } },
        { type: 'target', target: '@d1' },
      ],
      expect: { '@d1.loc': 'hand', 'p2.hand': ['Chaos Knights'], 'p2.kingdom.developments': 0, '@d2.loc': 'battlefield', '@mine.loc': 'quest', '@lw.loc': 'discard' },
    });
  });

  it('may take back your own development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: [{ card: 'Long Winter', as: 'lw' }], quest: { developments: [{ card: 'Troll Vomit', as: 'mine' }] } }, {}, ['orc', 'chaos']),
      decisions: [{ type: 'play', card: '@lw' }],
      expect: { '@mine.loc': 'hand', 'p1.hand': ['Troll Vomit'], 'p1.quest.developments': 0 },
    });
  });

  it('cannot be played with no development in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: [{ card: 'Long Winter', as: 'lw' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['orc', 'chaos']),
      decisions: [{ type: 'play', card: '@lw', illegal: 'no legal target' }],
    });
  });

  it('does nothing when its target has left play before it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: 'Long Winter', as: 'lw' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Stunty Smasha', as: 't' }], developments: [{ card: 'Chaos Knights', as: 'd1' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@lw' },
        // P2 destroys it in response with his Stunty Smasha
        { type: 'use', card: '@t', ability: 'action', player: 2 },
      ],
      expect: { '@d1.loc': 'discard', 'p2.hand': [], '@lw.loc': 'discard', log: ['fails'] },
    });
  });
});
