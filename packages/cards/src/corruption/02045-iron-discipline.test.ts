import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const P2 = { resources: 6, hand: ['Flames of Tzeentch', 'Flames of Tzeentch', 'Mountain Brigade'], quest: { cards: ['Dark Zealot', 'Dark Zealot'] } };

describe('Iron Discipline', () => {
  it('in response: the action already targeting the unit is cancelled unless its controller pays 4', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Iron Discipline'], kingdom: { cards: [{ card: 'Nuln Tinkerers', as: 'nt' }] } }, P2, ['empire', 'chaos']),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 2, player: 2 },
        { type: 'target', target: '@nt' },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@nt' },
        { type: 'pass', player: 2 },
        // P2 is asked to pay 4 for his Flames; he declines
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'pass', player: 2 },
        { expect: { '@nt.damage': 0, 'p2.resources': 4, log: ['Iron Discipline cancels Flames of Tzeentch'] } },
      ],
    });
  });

  it('paying 4 keeps the action', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Iron Discipline'], kingdom: { cards: [{ card: 'Nuln Tinkerers', as: 'nt' }] } }, P2, ['empire', 'chaos']),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 2, player: 2 },
        { type: 'target', target: '@nt' },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@nt' },
        { type: 'pass', player: 2 },
        { type: 'target', target: 'Flames of Tzeentch', player: 2 },
        { expect: { '@nt.damage': 2, 'p2.resources': 0 } },
      ],
    });
  });

  it('later this turn, any action targeting the unit costs 4 more', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Iron Discipline'], kingdom: { cards: [{ card: 'Nuln Tinkerers', as: 'nt' }, { card: 'Peasant Militia', as: 'pm' }] } },
        { ...P2, resources: 5 },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Iron Discipline', player: 1 },
        { type: 'target', target: '@nt' },
        { type: 'pass', player: 2 },
        // X = 1: 1 + 4 for the protected unit, only 1 for another
        { type: 'play', card: 'Flames of Tzeentch', x: 1, player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@nt' }, { type: 'target', target: '@pm' }] } } },
        { type: 'target', target: '@nt' },
        { type: 'pass', player: 2 },
        { expect: { 'p2.resources': 0, '@nt.damage': 1 } },
      ],
    });
  });
});
