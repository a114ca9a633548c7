import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Monster of the Deep', () => {
  it('corrupts itself: up to two target units (either side) cannot attack or defend until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Monster of the Deep', as: 'md' }] },
          battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'c' }] } },
      ),
      decisions: [
        { type: 'use', card: '@md', ability: 'action' },
        { type: 'target', target: '@a' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@md.corrupt': true } },
        { type: 'pass' },
        { type: 'attack', zone: 'battlefield' },
        { expect: { options: { include: [{ type: 'attacker', card: '@g' }], exclude: [{ type: 'attacker', card: '@b' }] } } },
        { type: 'attacker', card: '@g' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@c' }], exclude: [{ type: 'defender', card: '@a' }] } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'battlefield', amount: 1 },
        { expect: { 'p2.battlefield.damage': 1 } },
        // turn 4: the effect is over, the Brigade may attack
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield', player: 2 },
        { expect: { options: { include: [{ type: 'attacker', card: '@a' }] } } },
      ],
    });
  });

  it('may take a single target; cannot be used while already corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Monster of the Deep', as: 'md' }] } }, { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'c' }] } }),
      decisions: [
        { type: 'use', card: '@md', ability: 'action' },
        { type: 'target', target: '@a' },
        { type: 'pass' },
        { expect: { '@md.corrupt': true, log: ['cannotAttack, cannotDefend until the end of the turn'] } },
        { type: 'use', card: '@md', ability: 'action', illegal: 'cannot pay' },
      ],
    });
  });
});
