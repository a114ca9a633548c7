import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Hewn From the Mountain', () => {
  it('each of your defending units has 2 more power until the end of the turn; your other units do not', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        {
          resources: 3,
          hand: ['Hewn From the Mountain'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Defender of the Hold', as: 'dh' }, { card: 'Hammerer of Karak Azul', as: 'idle' }] },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'defender', card: '@mb', player: 1 },
        { type: 'defender', card: '@dh', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Hewn From the Mountain', player: 1 },
        { expect: { '@mb.power': 4, '@dh.power': 3, '@idle.power': 1, '@ck.power': 3 } },
      ],
    });
  });

  it('cannot be played when none of your units is defending', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Hewn From the Mountain', 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } }, {}, ['dwarf', 'chaos']),
      decisions: [{ type: 'play', card: 'Hewn From the Mountain', illegal: 'could not resolve' }],
    });
  });
});
