import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Soul Stealer', () => {
  it('takes control of a non-Hero unit, which moves to your corresponding zone; control returns when it leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Soul Stealer', as: 's' }, { card: 'Demolition!', as: 'd' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Duregan Thorgrimson', as: 'h' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'kingdom', target: '@h', illegal: 'cannot be attached' },
        { type: 'play', card: '@s', zone: 'kingdom', target: '@m' },
        { expect: { '@m.controller': 1, '@m.loc': 'kingdom', 'p1.kingdom.units': ['Mountain Brigade'], 'p2.kingdom.units': ['Duregan Thorgrimson'] } },
        { type: 'play', card: '@d' },
      ],
      expect: { '@s.loc': 'discard', '@m.controller': 2, 'p2.kingdom.units': ['Duregan Thorgrimson', 'Mountain Brigade'], 'p1.kingdom.units': [] },
    });
  });
});
