import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Abandoned Mine', () => {
  it('at the beginning of your turn, may return one of your developments (any zone) to your hand', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Abandoned Mine', as: 'am' }] }, quest: { developments: [{ card: 'Black Orc Squad', as: 'd' }] }, battlefield: { developments: [{ card: 'Choppa', as: 'd2' }] } },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'use', card: '@am', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@d2' }], exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@d' },
      ],
      expect: { '@d.loc': 'hand', 'p1.quest.developments': 0, 'p1.battlefield.developments': 1, '@theirs.loc': 'kingdom' },
    });
  });

  it('is optional, only at the first opportunity, only in your turn and only from the kingdom', () => {
    expectScenario({
      phase: 'beginTurn',
      // (Talabheim Detachment: an action to keep the windows open)
      players: board({ hand: ['Mountain Brigade'], resources: 1, battlefield: { cards: ['Talabheim Detachment'] }, kingdom: { cards: [{ card: 'Abandoned Mine', as: 'am' }], developments: [{ card: 'Black Orc Squad', as: 'd' }] } }),
      decisions: [
        { type: 'pass' },
        { expect: { phase: 'kingdom' } },
        { type: 'use', card: '@am', ability: 'action', illegal: 'first opportunity' },
      ],
      expect: { '@d.loc': 'kingdom' },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Abandoned Mine', as: 'am' }, 'Talabheim Detachment'], developments: ['Black Orc Squad'] }, resources: 1 }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@am', ability: 'action', player: 1, illegal: 'first opportunity' }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Abandoned Mine', as: 'am' }], developments: ['Black Orc Squad'] }, resources: 1, kingdom: { cards: ['Talabheim Detachment'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@am', ability: 'action', illegal: 'only in the kingdom' }],
    });
  });

  it('without a development it cannot be used', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], resources: 1, kingdom: { cards: [{ card: 'Abandoned Mine', as: 'am' }, 'Talabheim Detachment'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@am', ability: 'action', illegal: 'could not resolve' }],
    });
  });
});
