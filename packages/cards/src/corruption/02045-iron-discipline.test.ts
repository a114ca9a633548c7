import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// P1 (Empire) protects his Huntsmen (1 hit point); P2's Deathmaster Sniktch (with a second Skaven
// card, 2 in play) can destroy a unit with fewer than 2 hit points: only the Huntsmen.
const p1 = (o: object = {}) => ({ hand: ['Iron Discipline'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }] }, ...o });
const sniktch = (resources: number, hand: string[] = []) => ({ resources, hand, kingdom: { cards: [{ card: 'Deathmaster Sniktch', as: 's1' }] }, quest: { cards: ['Rat Ogres'] } });

describe('Iron Discipline', () => {
  it('in response: each action already waiting that targets the unit is kept for 4 more resources, or cancelled (its cost stays paid)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      // (Seduced by Darkness: 0 + 1 for loyalty on an Orc capital)
      players: board(p1(), sniktch(5, ['Seduced by Darkness']), ['empire', 'orc']),
      decisions: [
        { type: 'use', card: '@s1', ability: 'action', player: 2 }, // its only possible target: the Huntsmen
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Seduced by Darkness', player: 2 },
        { type: 'target', target: '@hu', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@hu' },
        // P2 may keep as many of his waiting actions as he can pay 4 for: one here
        {
          expect: {
            prompt: { player: 2, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@s1' }, { type: 'target', target: 'Seduced by Darkness' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@s1', player: 2 },
      ],
      expect: {
        '@hu.loc': 'discard',
        'p2.resources': 0,
        '@s1.corrupt': true,
        'p2.discard': ['Seduced by Darkness'],
        log: ['P2 pays 4 more to keep Deathmaster Sniktch', 'Iron Discipline cancels Seduced by Darkness'],
      },
    });
  });

  it('a player who declines (or cannot pay) has his waiting action cancelled, all of it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1(), sniktch(5), ['empire', 'orc']),
      decisions: [
        { type: 'use', card: '@s1', ability: 'action', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@hu' },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'pass', player: 2 },
        { expect: { '@hu.loc': 'kingdom', 'p2.resources': 5, '@s1.corrupt': true, log: ['Iron Discipline cancels Deathmaster Sniktch'] } },
      ],
    });
    // with fewer than 4 resources he is not even asked
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1(), sniktch(3), ['empire', 'orc']),
      decisions: [
        { type: 'use', card: '@s1', ability: 'action', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@hu' },
        { expect: { '@hu.loc': 'kingdom', 'p2.resources': 3, log: ['Iron Discipline cancels Deathmaster Sniktch'] } },
      ],
    });
  });

  it("its own player's action already waiting on the unit must be paid for too", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Iron Discipline', 'Blessing of Valaya', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Peasant Militia', as: 'pm' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Blessing of Valaya' }, // 2 + 1 for loyalty: nothing left to pay 4 more
        { type: 'target', target: '@hu' },
        { type: 'play', card: 'Iron Discipline' },
        { type: 'target', target: '@hu' },
        { expect: { log: ['Iron Discipline cancels Blessing of Valaya'], 'p1.discard': ['Blessing of Valaya', 'Iron Discipline'] } },
      ],
    });
  });

  it('answers the play of an attachment onto the unit (FAQ): the attachment is cancelled unless 4 more are paid', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1(), { resources: 3, hand: [{ card: 'Warp Lightning Cannon', as: 'w' }, 'Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom', target: '@hu', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { expect: { '@w.loc': 'discard', '@hu.corrupt': false, 'p2.resources': 1, log: ['Iron Discipline cancels Warp Lightning Cannon'] } },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1(), { resources: 6, hand: [{ card: 'Warp Lightning Cannon', as: 'w' }, 'Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom', target: '@hu', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@w', player: 2 },
        { expect: { '@w.loc': 'kingdom', '@hu.corrupt': true, 'p2.resources': 0 } },
      ],
    });
  });

  it('until the end of the turn, any later action targeting the unit (its own player\'s too) costs 4 more; other units cost nothing more', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 7,
          hand: ['Iron Discipline', 'Blessing of Valaya', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Peasant Militia', as: 'pm' }, { card: 'Defender of the Hold', as: 'dh' }] },
        },
        sniktch(3),
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Iron Discipline' },
        { type: 'target', target: '@hu' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        // P2 cannot pay 4 more: of the Sniktch's two possible targets only the Defender is left, chosen for him
        { type: 'use', card: '@s1', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { '@dh.loc': 'discard', '@hu.loc': 'kingdom', 'p2.resources': 3 } },
        // P1's own action pays the 4 as well (2, 1 for loyalty, and 4), once for the whole action
        { type: 'play', card: 'Blessing of Valaya' },
        { type: 'target', target: '@hu' },
        { type: 'target', target: '@pm' },
        { expect: { 'p1.resources': 0 } },
      ],
    });
  });

  it('taxes actions only: a Forced effect targets the unit for free', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1({ resources: 0 }), { resources: 3, hand: [{ card: 'Zealot Hunter', as: 'zh' }, 'Mountain Brigade'] }, ['dwarf', 'empire']),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 }, // its only possible target: the Huntsmen
        { type: 'play', card: '@zh', zone: 'kingdom', player: 2 },
        // the Hunter's Forced effect: the Huntsmen (not of the Dwarf capital's race) or itself; P2 has nothing left
        { expect: { 'p2.resources': 0, prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@hu' }, { type: 'target', target: '@zh' }] } } },
        { type: 'target', target: '@hu' },
      ],
      expect: { '@hu.loc': 'discard', '@zh.loc': 'kingdom' },
    });
  });

  it('ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1(), sniktch(0), ['empire', 'orc']),
      decisions: [
        { type: 'play', card: 'Iron Discipline' },
        { type: 'target', target: '@hu' },
        { type: 'pass', player: 2 },
        // P2's turn 4: his Sniktch targets the Huntsmen at no extra cost
        { expect: { turn: 4, prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@s1', ability: 'action', player: 2 },
      ],
      expect: { '@hu.loc': 'discard' },
    });
  });
});
