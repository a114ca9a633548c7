import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Contested Stronghold', () => {
  it('has +1 power for each development you have in its zone (not in other zones, not the opponent’s), counting new ones', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Contested Stronghold', as: 's' }, 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'battlefield' },
        { expect: { 'p1.battlefield.supports': ['Contested Stronghold'], '@s.power': 2, 'p1.resources': 0 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
      ],
      expect: { '@s.power': 3, 'p1.battlefield.power': 3 },
    });
  });

  it('is Limited', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: [{ card: 'Contested Stronghold', as: 'a' }, { card: 'Armoury', as: 'b' }] }),
      decisions: [
        { type: 'play', card: '@a', zone: 'kingdom' },
        { type: 'play', card: '@b', zone: 'kingdom', illegal: 'Limited' },
      ],
    });
  });
});
