import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Contested Stronghold', () => {
  it('gets +1 power for each of your developments in its zone, counting new ones', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Contested Stronghold', 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [
        { type: 'play', card: 'Contested Stronghold', zone: 'battlefield' },
        { expect: { 'p1.battlefield.supports': ['Contested Stronghold'], 'p1.battlefield.power': 2, 'p1.resources': 0 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
      ],
      expect: { 'p1.battlefield.power': 3 },
    });
  });
});
