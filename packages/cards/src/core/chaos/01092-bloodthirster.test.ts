import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Bloodthirster', () => {
  it('its combat damage cannot be cancelled (Contested Fortress cannot cancel it)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Bloodthirster', as: 'bt' }] } }, { kingdom: { cards: ['Contested Fortress'] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@bt' },
        { type: 'assign', target: 'kingdom', amount: 5 },
      ],
      expect: { 'p2.kingdom.damage': 5 },
    });
  });

  it('at the beginning of its controller’s turn each player sacrifices a unit in the corresponding zone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Bloodthirster', as: 'bt' }, { card: 'Savage Marauders', as: 'sm' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dark Zealot', as: 'dz' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] } },
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@sm' },
        { type: 'target', target: '@dz', player: 2 },
      ],
      expect: { '@sm.loc': 'discard', '@dz.loc': 'discard', '@bt.loc': 'battlefield', '@ck.loc': 'battlefield', '@k.loc': 'kingdom' },
    });
  });
});
