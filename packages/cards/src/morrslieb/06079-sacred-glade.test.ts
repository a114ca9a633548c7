import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sacred Glade', () => {
  it('when its zone is attacked, a development there becomes a 1-power 2-hit-point unit (still a development) that may defend, until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        {
          kingdom: { cards: [{ card: 'Sacred Glade', as: 'g' }], developments: [{ card: 'Mountain Brigade', as: 'd' }, { card: 'Mountain Brigade', as: 'd2' }] },
          quest: { developments: [{ card: 'Mountain Brigade', as: 'qd' }] },
        },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'b' }] }, kingdom: { developments: [{ card: 'Mountain Brigade', as: 'od' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@b', player: 2 },
        { type: 'use', card: '@g', ability: 'action', player: 1 },
        // your developments in this zone only: not the quest's, not the opponent's
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@d2' }], exclude: [{ type: 'target', target: '@qd' }, { type: 'target', target: '@od' }] } } },
        { type: 'target', target: '@d' },
        { expect: { '@d.dev': true, '@d.faceDown': true, '@d.power': 1, '@d.hitPoints': 2, 'p1.kingdom.units': ['Mountain Brigade'], 'p1.kingdom.developments': 2 } },
        { type: 'defender', card: '@d', player: 1 },
        { expect: { 'combat.defenders': ['Mountain Brigade'] } },
        { type: 'assign', target: '@d', amount: 2, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 2 },
        // the development-unit deals its 1 power back
        { type: 'assign', target: '@b', amount: 1, player: 1 },
        { expect: { '@d.loc': 'discard', 'p1.kingdom.damage': 1, '@b.damage': 1 } },
      ],
      // the Knights' 3 damage: 2 destroy the development-unit (it goes to the discard pile), 1 to the capital
      expect: { '@d.loc': 'discard', 'p1.kingdom.developments': 1 },
    });
  });

  it('an attack on another zone does not trigger it; the effect ends with the turn', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Sacred Glade', as: 'g' }], developments: [{ card: 'Mountain Brigade', as: 'd' }] }, quest: { cards: ['Huntsmen'] } },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@b', player: 2 },
        { expect: { prompt: { player: 1, kind: 'declareDefenders' }, options: { exclude: [{ type: 'use', card: '@g', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Sacred Glade', as: 'g' }], developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@b', player: 2 },
        { type: 'use', card: '@g', ability: 'action', player: 1 },
        { expect: { '@d.power': 1, '@d.hitPoints': 2 } },
        { type: 'pass', player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 2 },
      ],
      expect: { turn: 4, '@d.dev': true, '@d.power': 0, 'p1.kingdom.units': [], '@d.loc': 'kingdom' },
    });
  });
});
