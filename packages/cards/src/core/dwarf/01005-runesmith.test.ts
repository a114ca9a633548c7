import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Runesmith', () => {
  it('in the quest zone, spends 2 to give a target unit +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }),
      decisions: [
        { type: 'use', card: '@r', ability: 0 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@b' },
        // paid on initiation; neither player can respond, so it resolves at once
        { expect: { 'p1.resources': 1, chain: 0, '@b.power': 2, log: ['P1 uses Runesmith'] } },
      ],
    });
  });

  it('cannot be used outside the quest zone or without 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Runesmith', as: 'r' }] } }),
      decisions: [{ type: 'use', card: '@r', ability: 0, illegal: 'only in the quest' }],
      expect: { 'p1.resources': 3 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'q' }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 0, illegal: 'costs more' }],
    });
  });
});
