import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Merciless Assault', () => {
  it('gives one of your attacking units +3 power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: [{ card: 'Merciless Assault', as: 'm' }], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Huntsmen', as: 'hu' }] } },
        { kingdom: { cards: [] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mb' },
        { type: 'pass' },
        // the Brigade is the only attacking unit: the only target (not the Huntsmen)
        { type: 'play', card: '@m' },
        { expect: { '@mb.power': 5, '@hu.power': 1, 'p1.resources': 0 } },
        { type: 'assign', target: 'kingdom', amount: 5 },
      ],
      expect: { 'p2.kingdom.damage': 5, turn: 4, '@mb.power': 2 },
    });
  });

  it("not on an opponent's attacking unit, nor without an attacking unit of yours", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 2, hand: [{ card: 'Merciless Assault', as: 'm' }], kingdom: { cards: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck', player: 2 },
        { expect: { prompt: { player: 1, kind: 'declareDefenders' } } },
        { type: 'play', card: '@m', player: 1, illegal: '' },
      ],
    });
  });
});
