import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Monster of the Deep', () => {
  it('corrupts itself: up to two target units cannot attack or defend this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Monster of the Deep', as: 'm' }] }, battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] } },
      ),
      decisions: [
        { type: 'use', card: '@m', ability: 0 },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { expect: { '@m.corrupt': true } },
        { type: 'pass' },
        // the battlefield phase: the goblins attack and neither Brigade may defend
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'battlefield', amount: 1 },
      ],
      expect: { 'p2.battlefield.damage': 1 },
    });
  });

  it('cannot be used while already corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Monster of the Deep', as: 'm', corrupt: true }] } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'use', card: '@m', ability: 0, illegal: 'already corrupted' }],
    });
  });
});
