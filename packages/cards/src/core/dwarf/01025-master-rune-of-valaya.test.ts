import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Master Rune of Valaya', () => {
  it('cancels all combat damage assigned this battlefield phase before it is applied', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 4, hand: ['Master Rune of Valaya'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@mb' },
        { type: 'assign', target: '@mb', amount: 3 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
        { type: 'play', card: 'Master Rune of Valaya', player: 2 },
      ],
      expect: { '@mb.damage': 0, '@ck.damage': 0, 'p2.discard': ['Master Rune of Valaya'] },
    });
  });
});
