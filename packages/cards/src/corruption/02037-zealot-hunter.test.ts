import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Zealot Hunter', () => {
  it('on entering play, destroys a target unit whose race differs from its controller\'s capital', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Zealot Hunter', as: 'zh' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }] } },
        // Rat Ogres (neutral Skaven) in an Orc capital; the Orc unit shares its capital's race
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Rat Ogres', as: 'ro' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@zh', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ro' }, { type: 'target', target: '@zh' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@pm' }] } } },
        { type: 'target', target: '@ro' },
      ],
      expect: { '@ro.loc': 'discard', '@b.loc': 'kingdom', '@zh.loc': 'kingdom' },
    });
  });

  it('a Skaven unit shares the race of a Skaven capital', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Zealot Hunter', as: 'zh' }, 'Mountain Brigade'], kingdom: { cards: ['Peasant Militia'] } },
        { kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro' }] } },
        ['empire', 'skaven'],
      ),
      decisions: [
        { type: 'play', card: '@zh', zone: 'kingdom' },
      ],
      // the only unit that does not share its capital's race is the (neutral) Zealot Hunter itself
      expect: { '@ro.loc': 'kingdom', '@zh.loc': 'discard' },
    });
  });
});
