import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Deathmaster Sniktch', () => {
  it("corrupts itself to destroy a unit with fewer hit points than the Skaven cards in play (both players'; facedown cards do not count)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's' }, 'Rat Ogres'], developments: ['Rat Ogres'] } },
        { kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Zealot Hunter', as: 'zh' }] }, quest: { cards: ['Rat Ogres'] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // 3 Skaven cards: only units with at most 2 hit points
        { expect: { options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@zh' }, { type: 'target', target: '@s' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@pm' }] } } },
        { type: 'target', target: '@zh' },
      ],
      expect: { '@zh.loc': 'discard', '@s.corrupt': true },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's' }, { card: 'Rat Ogres', as: 'ro' }, { card: 'Warp Lightning Cannon', attachedTo: '@ro' }] }, quest: { cards: ['Rat Ogres'] } },
        { kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // 4 Skaven cards in play (a Skaven attachment counts): the 3-hit-point Peasant Militia, not the 4-hit-point Squad
        { expect: { options: { include: [{ type: 'target', target: '@pm' }], exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@pm' },
      ],
      expect: { '@pm.loc': 'discard', '@s.corrupt': true },
    });
  });

  it('the target is checked again as it resolves (FAQ): with fewer Skaven cards by then, nothing is destroyed; the cost stays paid', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's' }, 'Rat Ogres'] }, quest: { cards: [{ card: 'Rat Ogres', as: 'ro' }, 'Greyseer Thanquol'] } },
        { kingdom: { cards: ['Lobber Crew'] }, quest: { cards: [{ card: 'Dark Zealot', as: 'dz' }] } },
        ['skaven', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        // 4 Skaven cards: the 3-hit-point Dark Zealot is a legal target
        { type: 'use', card: '@s', ability: 'action', player: 1 },
        { type: 'target', target: '@dz' },
        // P2 answers: P1 must sacrifice a unit, and loses a Skaven card
        { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
        { type: 'target', target: '@ro', player: 1 },
        { expect: { '@ro.loc': 'discard', '@dz.loc': 'quest', '@s.corrupt': true, log: ['its targets are no longer valid'] } },
      ],
    });
  });

  it('cannot be used while already corrupted (its cost cannot be paid)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's', corrupt: true }, 'Rat Ogres'] } }, { kingdom: { cards: ['Crooked Teef Goblins'] } }, ['skaven', 'orc']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'cannot pay' }],
    });
  });
});
