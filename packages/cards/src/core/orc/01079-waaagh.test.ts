import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Waaagh!', () => {
  it('gives each attacking unit (not the others) +2 power until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 5, hand: ['Waaagh!', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Black Orc Squad', as: 'c' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        // with no unit attacking it cannot be played (nothing could resolve)
        { type: 'play', card: 'Waaagh!', illegal: 'not a legal decision' }, // the opening window passed by itself
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'play', card: 'Waaagh!' },
        { expect: { '@a.power': 3, '@b.power': 3, '@c.power': 1, '@m.power': 2, 'p1.resources': 2 } },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'assign', target: '@m', amount: 6 },
        { type: 'assign', target: '@a', amount: 2, player: 2 },
      ],
      // 6 combat damage from the two attackers (3 each)
      expect: { '@m.loc': 'discard', '@a.damage': 2 },
    });
  });

  it('lasts until the end of the turn only', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 5, hand: ['Waaagh!', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'pass' },
        { type: 'play', card: 'Waaagh!' },
        { expect: { '@a.power': 3, '@b.power': 1 } },
        { type: 'pass', player: 2 }, // no defender
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { turn: 4, 'p2.kingdom.damage': 3, '@a.power': 1 },
    });
  });
});
