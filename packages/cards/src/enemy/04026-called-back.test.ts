import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Called Back', () => {
  it("returns a target unit to its owner's hand — here an opponent's damaged unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck', damage: 2 }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@cb' },
        // any unit, either player's; not a capital section
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@ck' },
      ],
      expect: { '@ck.loc': 'hand', 'p2.hand': ['Chaos Knights'], '@mine.loc': 'kingdom', '@cb.loc': 'discard', 'p1.resources': 1 },
    });
  });

  it('may take back your own unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Called Back', as: 'cb' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } }, {}, ['empire', 'chaos']),
      decisions: [{ type: 'play', card: '@cb' }],
      // its only unit in play is targeted by itself
      expect: { '@mine.loc': 'hand', 'p1.hand': ['Mountain Brigade'] },
    });
  });

  it('a unit controlled by one player and owned by the other goes to its owner\'s hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'taken', owner: 2 }] } },
        {},
        ['empire', 'chaos'],
      ),
      decisions: [{ type: 'play', card: '@cb' }],
      expect: { '@taken.loc': 'hand', 'p2.hand': ['Chaos Knights'], 'p1.hand': ['Mountain Brigade'] },
    });
  });

  it('cannot be played with no unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'] }, {}, ['empire', 'chaos']),
      decisions: [{ type: 'play', card: '@cb', illegal: 'no legal target' }],
    });
  });

  it('does nothing when its target has left play before it resolves; the cost stays paid', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@cb' },
        { type: 'target', target: '@lc' },
        // in response P2 sacrifices the Crew (its own cost); P1 must then sacrifice his Brigade
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
      ],
      expect: { '@lc.loc': 'discard', '@mine.loc': 'discard', 'p2.hand': [], '@cb.loc': 'discard', 'p1.resources': 1 },
    });
  });
});
