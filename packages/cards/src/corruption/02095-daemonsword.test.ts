import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Daemonsword', () => {
  it('is played onto a Chaos unit only, corrupting it; the unit has 3 more power and 2 more hit points', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Daemonsword', as: 'ds' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Black Orc Squad', as: 'b' }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@ds', zone: 'kingdom', target: '@b', illegal: 'cannot be attached' },
        { expect: { '@ck.power': 3, '@ck.hitPoints': 4, '@ck.corrupt': false } },
        { type: 'play', card: '@ds', zone: 'kingdom', target: '@ck' },
        { type: 'pass' },
      ],
      expect: { '@ds.loc': 'kingdom', '@ck.corrupt': true, '@ck.power': 6, '@ck.hitPoints': 6, '@b.corrupt': false },
    });
  });

  it('can be played onto a unit that is already corrupt', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Daemonsword', as: 'ds' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck', corrupt: true }] } }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: '@ds', zone: 'kingdom', target: '@ck' }, { type: 'pass' }],
      expect: { '@ds.loc': 'kingdom', '@ck.corrupt': true, '@ck.power': 6 },
    });
  });
});
