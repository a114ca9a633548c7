import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DEV = 'Mountain Brigade';

describe('Blasting Charge', () => {
  it('destroys up to 3 developments in one zone of either capital, then each player takes 3 indirect damage and assigns it himself', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Blasting Charge', DEV], kingdom: { developments: [{ card: DEV, as: 'mine' }] } },
        {
          kingdom: { developments: [{ card: DEV, as: 'a' }, { card: DEV, as: 'b' }, { card: DEV, as: 'c' }, { card: DEV, as: 'd' }] },
          quest: { developments: [{ card: DEV, as: 'q' }] },
        },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Blasting Charge' },
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'kingdom', owner: 2 },
        // only the developments in that zone
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@d' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { type: 'target', target: '@c' },
        { expect: { '@a.loc': 'discard', '@c.loc': 'discard', '@d.dev': true, 'p2.kingdom.developments': 1 } },
        { type: 'assign', target: 'quest', amount: 3, player: 1 },
        { type: 'assign', target: 'battlefield', amount: 3, player: 2 },
      ],
      expect: { 'p1.quest.damage': 3, 'p2.battlefield.damage': 3, '@q.dev': true, '@mine.dev': true },
    });
  });

  it('may destroy fewer, even none; the damage still comes', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Blasting Charge', DEV], kingdom: { developments: [{ card: DEV, as: 'mine' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Blasting Charge' },
        { type: 'target', target: 'kingdom', owner: 1 },
        { type: 'pass' },
        { expect: { '@mine.dev': true } },
        { type: 'assign', target: 'kingdom', amount: 3, player: 1 },
        { type: 'assign', target: 'quest', amount: 3, player: 2 },
      ],
      expect: { 'p1.kingdom.damage': 3, 'p2.quest.damage': 3 },
    });
  });

  it("played in the opponent's turn: the active player assigns his indirect damage first", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 6, hand: ['Blasting Charge', DEV] }, { hand: [DEV], kingdom: { developments: [{ card: DEV, as: 'od' }] } }, ['dwarf', 'orc']),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Blasting Charge', player: 1 },
        { type: 'target', target: 'kingdom', owner: 2, player: 1 },
        { type: 'target', target: '@od', player: 1 },
        { expect: { '@od.loc': 'discard', prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'quest', amount: 3, player: 2 },
        { type: 'assign', target: 'battlefield', amount: 3, player: 1 },
      ],
      expect: { 'p2.quest.damage': 3, 'p1.battlefield.damage': 3 },
    });
  });
});
