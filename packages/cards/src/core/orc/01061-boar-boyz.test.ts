import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Boar Boyz', () => {
  it('gains 2 power once one of its controller\'s units is damaged', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Boar Boyz', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { expect: { '@b.power': 1 } },
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@b', player: 1 },
        { type: 'assign', target: '@b', amount: 3 },
        { type: 'assign', target: '@c', amount: 1, player: 1 }, // counted before it was damaged
      ],
      expect: { '@b.damage': 3, '@b.power': 3 },
    });
  });
});
