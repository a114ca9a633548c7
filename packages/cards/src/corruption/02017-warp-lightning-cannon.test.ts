import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Warp Lightning Cannon', () => {
  it("attaches to any unit (an opponent's too) and corrupts it", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Warp Lightning Cannon', as: 'w' }, 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, ['skaven', 'orc']),
      decisions: [
        { type: 'play', card: '@w', zone: 'battlefield', target: '@b' },
        { expect: { '@b.corrupt': true, '@b.power': 1, '@w.loc': 'battlefield', 'p1.resources': 0 } },
      ],
    });
  });

  it('may be played onto an already corrupt unit (FAQ): the corruption part simply does nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Warp Lightning Cannon', as: 'w' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Rat Ogres', as: 'ro', corrupt: true }] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: '@w', zone: 'battlefield', target: '@ro' }],
      expect: { '@w.loc': 'battlefield', '@ro.corrupt': true },
    });
  });

  it('gives +3 power only while the unit attacks or defends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Warp Lightning Cannon', attachedTo: '@b' }, { card: 'Black Orc Squad', as: 'other' }] } },
        { kingdom: { cards: [{ card: 'Iron Boyz', as: 'ib' }, { card: 'Warp Lightning Cannon', attachedTo: '@ib' }] } },
        ['skaven', 'orc'],
      ),
      decisions: [
        { expect: { '@b.power': 1, '@ib.power': 1 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        // attacking: +3 (the other attacker-less unit gets nothing); the defender will get it once it defends
        { expect: { '@b.power': 4, '@other.power': 1, '@ib.power': 1 } },
        { type: 'defender', card: '@ib', player: 2 },
        { expect: { '@ib.power': 4 } },
      ],
    });
  });

  it('its host must stay a unit: a development made a unit for the turn sheds it when the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 5, hand: ['Bolt of Change', { card: 'Warp Lightning Cannon', as: 'w' }, 'Mountain Brigade'], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        {},
      ),
      decisions: [
        { type: 'play', card: 'Bolt of Change' },
        { type: 'play', card: '@w', zone: 'kingdom', target: '@d' },
        { expect: { '@w.loc': 'kingdom', 'p1.kingdom.units': ['Mountain Brigade'], '@d.corrupt': true } },
        { type: 'pass' },
      ],
      // end of the turn: no longer a unit, so the Cannon is discarded
      expect: { turn: 4, '@w.loc': 'discard', '@d.loc': 'kingdom', '@d.dev': true, log: ['no longer meets its requirements'] },
    });
  });
});
