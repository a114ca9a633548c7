import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const attack = (developments: number) => ({
  phase: 'battlefield' as const,
  players: board(
    { battlefield: { cards: [{ card: 'Enraged Manticore', as: 'm' }] } },
    { kingdom: { cards: ['Huntsmen'], developments: Array.from({ length: developments }, () => 'Mountain Brigade') }, quest: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
    ['dark-elf', 'orc'],
  ),
});

describe('Enraged Manticore', () => {
  it('attacking a zone with 3 developments, it has +3 power; not before it attacks', () => {
    expectScenario({
      ...attack(3),
      decisions: [
        { expect: { '@m.power': 3 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { expect: { '@m.power': 6 } },
      ],
    });
  });

  it('only 2 developments in the attacked zone (3 in another): no bonus', () => {
    expectScenario({
      ...attack(2),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { expect: { '@m.power': 3 } },
      ],
    });
  });

  it('defending in a zone of 3 developments it has no bonus', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Enraged Manticore', as: 'm' }], developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        // both kingdoms hold 3 developments
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] }, kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@m', player: 1 },
        { expect: { '@m.power': 3 } },
      ],
    });
  });
});
