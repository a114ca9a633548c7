import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Zealot Hunter', () => {
  it("on entering play, destroys a target unit whose race differs from its own controller's capital (it must choose one)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Zealot Hunter', as: 'zh' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Mountain Legion', as: 'ml' }] } },
        // a neutral Skaven unit and an Empire unit in an Orc capital; the Orc unit shares its capital's race
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Rat Ogres', as: 'ro' }, { card: 'Huntsmen', as: 'hu' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@zh', zone: 'kingdom' },
        {
          expect: {
            // a Forced effect: no passing
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@ro' }, { type: 'target', target: '@hu' }, { type: 'target', target: '@ml' }, { type: 'target', target: '@zh' }],
              exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@pm' }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@hu' },
      ],
      expect: { '@hu.loc': 'discard', '@ro.loc': 'kingdom', '@b.loc': 'kingdom', '@ml.loc': 'kingdom', '@zh.loc': 'kingdom' },
    });
  });

  it('a Skaven unit shares the race of a Skaven capital; with no other candidate the Hunter destroys itself', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Zealot Hunter', as: 'zh' }, 'Mountain Brigade'], kingdom: { cards: ['Peasant Militia'] } },
        { kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro' }] } },
        ['empire', 'skaven'],
      ),
      decisions: [{ type: 'play', card: '@zh', zone: 'kingdom' }],
      expect: { '@ro.loc': 'kingdom', '@zh.loc': 'discard' },
    });
  });

  it('a facedown development made a unit has no race: it is never such a target', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: [{ card: 'Zealot Hunter', as: 'zh' }, 'Bolt of Change', 'Mountain Brigade'], kingdom: { cards: ['Peasant Militia'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }], developments: [{ card: 'Huntsmen', as: 'dev' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Bolt of Change' }, // P2's development (the only one) becomes a unit
        { expect: { 'p2.kingdom.units': ['Black Orc Squad', 'Huntsmen'] } },
        { type: 'play', card: '@zh', zone: 'kingdom' },
      ],
      // the only candidate is the Hunter itself
      expect: { '@dev.loc': 'kingdom', 'p2.kingdom.units': ['Black Orc Squad', 'Huntsmen'], '@zh.loc': 'discard' },
    });
  });
});
