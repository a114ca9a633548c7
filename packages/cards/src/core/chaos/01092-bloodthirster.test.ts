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
        // not a target, and the Bloodthirster itself may be the one; the kingdom unit is not in that zone
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@sm' }, { type: 'target', target: '@bt' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@sm' },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@dz' }], exclude: [{ type: 'target', target: '@k' }, { type: 'pass' }] } } },
        { type: 'target', target: '@dz', player: 2 },
      ],
      expect: { '@sm.loc': 'discard', '@dz.loc': 'discard', '@bt.loc': 'battlefield', '@ck.loc': 'battlefield', '@k.loc': 'kingdom' },
    });
  });

  it("makes any player's damage uncancellable while it is in play, not only its own", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Flames of Tzeentch'], battlefield: { cards: ['Bloodthirster'] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 1 }, { type: 'target', target: '@h' }],
      // Toughness 1 would otherwise cancel the single point
      expect: { '@h.damage': 1, 'p1.discard': ['Flames of Tzeentch'] },
    });
  });

  it("does not trigger as the opponent's turn begins; a player with no unit in that zone sacrifices nothing", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Bloodthirster', as: 'bt' }, { card: 'Savage Marauders', as: 'sm' }] } },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
      ),
      decisions: [{ expect: { phase: 'capital', prompt: { player: 2, kind: 'action' } } }],
      expect: { '@sm.loc': 'battlefield', '@ck.loc': 'battlefield', '@bt.loc': 'battlefield' },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Bloodthirster', as: 'bt' }, { card: 'Savage Marauders', as: 'sm' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
      ),
      decisions: [{ type: 'target', target: '@sm' }, { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' } } }],
      expect: { '@sm.loc': 'discard', '@ck.loc': 'kingdom', '@bt.loc': 'battlefield' },
    });
  });
});
