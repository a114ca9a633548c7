import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Waaagh!', () => {
  it('gives each attacking unit +2 power for the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 5, hand: ['Waaagh!'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Black Orc Squad', as: 'c' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        // with no attacker the tactic cannot be played, so the opening window passes by itself
        { type: 'play', card: 'Waaagh!', illegal: 'not a legal decision' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'play', card: 'Waaagh!' },
      ],
      expect: { '@a.power': 3, '@b.power': 3, '@c.power': 1, '@m.power': 2, 'p1.resources': 2 },
    });
  });
});
