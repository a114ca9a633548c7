import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Zhufbar Engineers', () => {
  it('when destroyed defending, the opponent must sacrifice a unit of his choice in the corresponding zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Zhufbar Engineers', as: 'z', damage: 2 }, { card: 'Black Orc Squad', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Savage Marauders', as: 'b' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@z' },
        { type: 'pass' },
        { type: 'assign', target: '@z', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@c', amount: 1 },
        // P2 (the opponent) chooses among his own kingdom units only, and may not decline
        {
          expect: {
            '@z.loc': 'discard',
            prompt: { player: 2, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }],
              exclude: [{ type: 'target', target: '@c' }, { type: 'target', target: '@own' }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@b', player: 2 },
      ],
      expect: { '@b.loc': 'discard', '@a.loc': 'kingdom', '@c.loc': 'battlefield', '@own.loc': 'kingdom' },
    });
  });

  it('triggers however it leaves play: sacrificed from the battlefield, the opponent loses a battlefield unit', () => {
    // P2's Lobber Crew makes P1 sacrifice a unit; P1 picks the Engineers, whose effect then hits P2's battlefield.
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Zhufbar Engineers', as: 'z' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] } },
        { resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Dark Zealot', as: 'dz' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'target', target: '@z', player: 1 },
        // the only P2 unit in the battlefield is chosen for him
      ],
      expect: { '@z.loc': 'discard', '@c.loc': 'discard', '@dz.loc': 'kingdom', '@k.loc': 'kingdom' },
    });
  });

  it('does nothing when the opponent has no unit in that zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Zhufbar Engineers', as: 'z', damage: 2 }] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@z' },
        { type: 'assign', target: '@z', amount: 3 },
        { type: 'assign', target: '@c', amount: 1 },
      ],
      expect: { '@z.loc': 'discard', '@c.loc': 'battlefield', 'p2.battlefield.units': ['Chaos Knights'] },
    });
  });
});
