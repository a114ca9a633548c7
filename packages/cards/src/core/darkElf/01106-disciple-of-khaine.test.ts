import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Disciple of Khaine', () => {
  it('after damage is assigned, spends 2 to move 1 assigned damage from itself to another unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 2, kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@dk' },
        { type: 'assign', target: '@dk', amount: 3 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { type: 'use', card: '@dk', ability: 0, player: 2 },
      ],
      // its only other legal target is the attacker; the action resolves, then damage is applied
      expect: { '@dk.loc': 'kingdom', '@dk.damage': 2, '@ck.damage': 2, log: ['P2 uses Disciple of Khaine#', '(pays 2)'] },
    });
  });
});
