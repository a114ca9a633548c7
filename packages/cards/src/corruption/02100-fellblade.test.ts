import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Fellblade', () => {
  it('attaches to a Skaven unit and corrupts it; each time any unit is corrupted it gets a token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Fellblade', as: 'fb' }, { card: 'Warp Lightning Cannon', as: 'w' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro' }, { card: 'Deathmaster Sniktch', as: 's' }] },
        },
        { quest: { cards: [{ card: 'Dark Zealot', as: 'dz' }, { card: 'Crooked Teef Goblins', as: 'g' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@fb', zone: 'kingdom', target: '@ro' },
        { type: 'pass' },
        // corrupting its own host counts: Fellblade is already in play
        { expect: { '@ro.corrupt': true, '@fb.tokens': 1, '@fb.loc': 'kingdom' } },
        // another unit of yours corrupted (Sniktch's cost)
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@g' },
        { expect: { '@s.corrupt': true, '@fb.tokens': 2, '@g.loc': 'discard' } },
        // an opponent's unit corrupted
        { type: 'play', card: '@w', zone: 'quest', target: '@dz' },
        { expect: { '@dz.corrupt': true, '@fb.tokens': 3, 'p1.resources': 0 } },
      ],
    });
  });

  it('cannot be attached to a non-Skaven unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Fellblade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Fellblade', zone: 'kingdom', target: '@b', illegal: 'cannot be attached' }],
    });
  });

  it('adds its tokens to the combat damage the attached unit deals', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Rat Ogres', as: 'ro' }, { card: 'Fellblade', as: 'fb', attachedTo: '@ro', tokens: 2 }, { card: 'Rat Ogres', as: 'other' }] } },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ro' },
        { type: 'pass' },
        // 2 power + 2 tokens (its power itself is unchanged)
        { expect: { '@ro.power': 2 } },
        { type: 'assign', target: 'quest', amount: 4 },
      ],
      expect: { 'p2.quest.damage': 4 },
    });
  });

  it('a unit entering play corrupted was not corrupted (FAQ); one moved into a corrupting zone was', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 20,
          hand: [{ card: 'Black Orc Squad', as: 'b' }, "Sigmar's Brilliance"],
          // (The Greatswords: a Forced effect on the same move, resolved after the Fellblade's constant effect)
          kingdom: { cards: ['Warpstone Excavation', { card: 'The Greatswords', as: 'gs' }, { card: 'Rat Ogres', as: 'ro', corrupt: true }, { card: 'Fellblade', as: 'fb', attachedTo: '@ro' }] },
          battlefield: { cards: [{ card: 'Huntsmen', as: 'hu' }] },
        },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@b', zone: 'kingdom' },
        { type: 'pass' },
        { expect: { '@b.loc': 'kingdom', '@b.corrupt': true, '@fb.tokens': 0 } },
        { type: 'play', card: "Sigmar's Brilliance" },
        { type: 'target', target: '@hu' },
        { type: 'target', target: 'kingdom', owner: 1 },
        { type: 'pass' }, // nothing else moves
        // the move triggered a constant effect (the token) and a Forced one (the Greatswords' power):
        // no order for P1 to choose (the constant one comes first), and the turn runs on
        { expect: { '@fb.tokens': 1, turn: 4 } },
      ],
      expect: { '@hu.loc': 'kingdom', '@hu.corrupt': true, '@fb.tokens': 1 },
    });
  });
});
