import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Jade Acolyte', () => {
  it('once per turn, for 1 resource, makes one of your developments a 1-power, 2-hit-point unit until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: ['Huntsmen'],
          kingdom: { cards: [{ card: 'Jade Acolyte', as: 'j' }] },
          battlefield: { developments: [{ card: 'Mountain Brigade', as: 'd' }, { card: 'Mountain Brigade', as: 'd2' }] },
        },
        { battlefield: { developments: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@j', ability: 'action' },
        // your developments only
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@d2' }], exclude: [{ type: 'target', target: '@theirs' }, { type: 'target', target: '@j' }] } } },
        { type: 'target', target: '@d' },
        { expect: { 'p1.resources': 1, 'p1.battlefield.units': ['Mountain Brigade'], '@d.dev': true, '@d.power': 1, '@d.hitPoints': 2, 'p1.battlefield.developments': 2 } },
        { type: 'use', card: '@j', ability: 'action', illegal: 'already used this turn' },
        { type: 'pass' },
        // a unit now: it attacks and deals its 1 damage
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'assign', target: 'quest', amount: 1 },
      ],
      // the turn is over: only a development again
      expect: { turn: 4, 'p2.quest.damage': 1, '@d.loc': 'battlefield', '@d.dev': true, '@d.power': 0, 'p1.battlefield.units': [], 'p1.battlefield.developments': 2 },
    });
  });

  it('needs 1 resource and a development of yours', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Huntsmen'], kingdom: { cards: [{ card: 'Jade Acolyte', as: 'j' }], developments: ['Huntsmen'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@j', ability: 'action', illegal: 'costs more' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Huntsmen'], kingdom: { cards: [{ card: 'Jade Acolyte', as: 'j' }] } }, { kingdom: { developments: ['Huntsmen'] } }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@j', ability: 'action', illegal: '' }],
    });
  });
});
