import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Smash-Go-Boom!', () => {
  it('destroys exactly X target developments, all in one zone of one capital', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Smash-Go-Boom!', 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] }, quest: { developments: [{ card: 'Mountain Brigade', as: 'q' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Smash-Go-Boom!', x: 0, illegal: 'could not resolve' },
        { type: 'play', card: 'Smash-Go-Boom!', x: 3, illegal: 'no legal target' }, // no zone has 3
        { type: 'play', card: 'Smash-Go-Boom!', x: 2 },
        // exactly X targets (no stopping early), from a zone holding at least X developments
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@mine' }, { type: 'pass' }] } } },
        { type: 'target', target: '@a' }, // the second is then the only legal one, picked for you
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@q.loc': 'quest', '@mine.loc': 'kingdom', 'p2.kingdom.developments': 0, 'p1.resources': 1 },
    });
  });

  it('may destroy your own developments; after the first pick, only that zone of that capital counts', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Smash-Go-Boom!', 'Mountain Brigade'], quest: { developments: [{ card: 'Mountain Brigade', as: 'm1' }, { card: 'Mountain Brigade', as: 'm2' }] } },
        { quest: { developments: [{ card: 'Mountain Brigade', as: 'q1' }, { card: 'Mountain Brigade', as: 'q2' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Smash-Go-Boom!', x: 1 },
        { type: 'target', target: '@m1' },
      ],
      expect: { '@m1.loc': 'discard', '@m2.loc': 'quest', '@q1.loc': 'quest', 'p1.resources': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Smash-Go-Boom!', 'Mountain Brigade'], quest: { developments: [{ card: 'Mountain Brigade', as: 'm1' }, { card: 'Mountain Brigade', as: 'm2' }] } },
        { quest: { developments: [{ card: 'Mountain Brigade', as: 'q1' }, { card: 'Mountain Brigade', as: 'q2' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Smash-Go-Boom!', x: 2 },
        { type: 'target', target: '@q1' },
        { expect: { options: { exclude: [{ type: 'target', target: '@m1' }, { type: 'target', target: '@m2' }] } } },
      ],
      expect: { '@q1.loc': 'discard', '@q2.loc': 'discard', '@m1.loc': 'quest', '@m2.loc': 'quest' },
    });
  });

  it('destroys the targets still legal when another is no longer a development (FAQ: Illegal Target)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Smash-Go-Boom!', 'Mountain Brigade'] },
        { resources: 2, hand: ["Rip Dere 'Eads Off!"], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Smash-Go-Boom!', x: 2 },
        { type: 'target', target: '@a' },
        { type: 'play', card: "Rip Dere 'Eads Off!", player: 2 },
        { type: 'target', target: '@a', player: 2 }, // now a faceup unit
      ],
      expect: { '@a.loc': 'kingdom', '@a.dev': false, '@b.loc': 'discard', 'p2.kingdom.developments': 0 },
    });
    // a target that left play does not make the other one illegal
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Smash-Go-Boom!', 'Mountain Brigade'] },
        { resources: 2, hand: ["Rip Dere 'Eads Off!"], kingdom: { developments: [{ card: 'Armoury', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Smash-Go-Boom!', x: 2 },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { type: 'play', card: "Rip Dere 'Eads Off!", player: 2 },
        { type: 'target', target: '@a', player: 2 }, // a support: sacrificed at once
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'discard', '@c.loc': 'kingdom', 'p2.kingdom.developments': 1 },
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
