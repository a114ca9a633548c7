import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@t', ability: 'action' };

describe('Thorgrim Grudgebearer', () => {
  it('two of your Dwarf units leaving play together arm it once: 3 damage to a target unit of either player', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Plague Bomb', 'Mountain Brigade'],
          legend: { card: 'Thorgrim Grudgebearer', as: 't' },
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd1', damage: 5 }, { card: 'Mountain Brigade', as: 'd2', damage: 4 }, { card: 'Hammerer of Karak Azul', as: 'mine' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1' }, { card: 'Mountain Brigade', as: 'o2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d2' },
        { type: 'target', target: '@o1' },
        { expect: { '@d1.loc': 'discard', '@d2.loc': 'discard', '@o1.damage': 3 } },
        use,
        { expect: { options: { include: [{ type: 'target', target: '@o2' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@t' }] } } },
        { type: 'target', target: '@o2' },
        { expect: { '@o2.damage': 3, options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
        { ...use, illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it("is not armed by the opponent's Dwarf unit or by a non-Dwarf unit of yours leaving play", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Plague Bomb', 'Mountain Brigade'],
          legend: { card: 'Thorgrim Grudgebearer', as: 't' },
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck', damage: 2 }, { card: 'Mountain Brigade', as: 'mine' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1', damage: 4 }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@mine' },
        { type: 'target', target: '@o1' },
        { expect: { '@ck.loc': 'discard', '@o1.loc': 'discard', '@mine.loc': 'kingdom' } },
        { ...use, illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('may be declined: once its first opportunity passes, it is gone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Plague Bomb', 'Mountain Brigade'],
          legend: { card: 'Thorgrim Grudgebearer', as: 't' },
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd1', damage: 5 }, { card: 'Hammerer of Karak Azul', as: 'h' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@h' },
        { expect: { '@d1.loc': 'discard', options: { include: [{ type: 'use', card: '@t', ability: 'action' }] } } },
        { type: 'pass' },
      ],
      expect: { phase: 'battlefield', '@o1.damage': 3 },
    });
  });

  it('leaving play by going back to the hand arms it too (not only destruction)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Called Back', 'Mountain Brigade'], legend: { card: 'Thorgrim Grudgebearer', as: 't' }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Called Back' },
        { type: 'target', target: '@d' },
        { expect: { '@d.loc': 'hand' } },
        // the only unit left in play is its target
        use,
      ],
      expect: { '@o.damage': 3 },
    });
  });
});
