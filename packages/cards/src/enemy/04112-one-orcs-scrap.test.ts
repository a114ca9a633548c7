import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("One Orc's Scrap...", () => {
  it('in the kingdom, sacrifices one of your developments (any zone) to draw a card, as often as you like', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: "One Orc's Scrap...", as: 's' }], developments: [{ card: 'Huntsmen', as: 'd1' }] },
          battlefield: { developments: [{ card: 'Black Orc Squad', as: 'd2' }] },
        },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // his own developments only
        { expect: { options: { include: [{ type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }], exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@d2' },
        { expect: { '@d2.loc': 'discard', 'p1.hand.count': 1 } },
        { type: 'pass' },
        { expect: { '@d2.loc': 'discard', 'p1.battlefield.developments': 0, 'p1.hand.count': 2, 'p1.deck': 9 } },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'pass' },
        { expect: { '@d1.loc': 'discard', 'p1.kingdom.developments': 0, 'p1.hand.count': 3, 'p1.deck': 8, '@theirs.loc': 'kingdom' } },
        // none left: it cannot be used
        { type: 'use', card: '@s', ability: 'action', illegal: '' },
      ],
    });
  });

  it('works only in the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: "One Orc's Scrap...", as: 's' }], developments: ['Huntsmen'] } }),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'only in the kingdom' }],
    });
  });
});
