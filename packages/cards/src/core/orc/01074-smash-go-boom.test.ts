import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Smash-Go-Boom!', () => {
  it('destroys exactly X target developments in one zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Smash-Go-Boom!', 'Mountain Brigade'] },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] }, quest: { developments: [{ card: 'Mountain Brigade', as: 'q' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Smash-Go-Boom!', x: 3, illegal: 'no legal target' }, // no zone has 3
        { type: 'play', card: 'Smash-Go-Boom!', x: 2 },
        // exactly X targets (no stopping early), from a zone holding at least X developments
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@q' }, { type: 'pass' }] } } },
        { type: 'target', target: '@a' }, // the second is then the only legal one, picked for you
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@q.loc': 'quest', 'p2.kingdom.developments': 0, 'p1.resources': 1 },
    });
  });

  it("cannot be played in the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 3, hand: ['Smash-Go-Boom!'] }, { hand: ['Mountain Brigade'], kingdom: { developments: ['Mountain Brigade'] } }),
      decisions: [{ type: 'pass', player: 2 }],
      // player 1 gets no window to play it until his own turn 4
      expect: { turn: 4, phase: 'beginTurn', prompt: { player: 1, kind: 'action' }, 'p1.hand': ['Smash-Go-Boom!'], 'p2.kingdom.developments': 1 },
    });
  });
});
