import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Screaming Bell', () => {
  it('each attacking Skaven unit of yours has +1 power; a Skaven unit not attacking and a non-Skaven attacker do not', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { cards: [{ card: 'Screaming Bell', as: 'bell' }] },
          battlefield: { cards: [{ card: 'Rat Ogres', as: 's1' }, { card: 'Rat Ogres', as: 's2' }, { card: 'Chaos Knights', as: 'ck' }] },
        },
        { kingdom: { cards: [{ card: 'Rat Ogres', as: 'o' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@s1.power': 2 } },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s1' },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { expect: { '@s1.power': 3, '@s2.power': 2, '@ck.power': 3, '@o.power': 2 } },
      ],
    });
  });

  it("the opponent's attacking Skaven units gain nothing from it", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Screaming Bell', as: 'bell' }] } },
        { battlefield: { cards: [{ card: 'Rat Ogres', as: 'o' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@o', player: 2 },
        { expect: { 'combat.attackers': ['Rat Ogres'], '@o.power': 2 } },
      ],
    });
  });
});
