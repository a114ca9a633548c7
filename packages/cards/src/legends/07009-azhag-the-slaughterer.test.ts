import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Azhag the Slaughterer', () => {
  it("the opponent's card effects cannot target a damaged unit of Azhag's controller; undamaged ones and the opponent's own stay targetable", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        {
          legend: { card: 'Azhag the Slaughterer', as: 'a' },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 1 }, { card: 'Black Orc Squad', as: 'whole' }] },
        },
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Mountain Brigade', as: 'mb', damage: 1 }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@whole' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@hurt' }] } } },
        { type: 'target', target: '@whole', player: 2 },
        { type: 'target', target: '@ck', player: 2 },
      ],
      expect: { '@whole.damage': 1, '@hurt.damage': 1 },
    });
  });

  it("its controller's own card effects may still target his damaged units", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Plague Bomb', 'Mountain Brigade'],
          legend: { card: 'Azhag the Slaughterer', as: 'a' },
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'hurt', damage: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1' }, { card: 'Mountain Brigade', as: 'o2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { expect: { options: { include: [{ type: 'target', target: '@hurt' }] } } },
        { type: 'target', target: '@hurt' },
        { type: 'target', target: '@o1' },
      ],
      expect: { '@hurt.damage': 2 },
    });
  });

  it('without Azhag in play a damaged unit is targetable by the opponent', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 1 }] } },
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: ['Chaos Knights', 'Mountain Brigade'] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@hurt' }] } } },
      ],
    });
  });

  it("a unit targeted while whole but damaged before the opponent's effect resolves is no longer a legal target: that part does nothing", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        {
          resources: 6,
          hand: ['Plague Bomb'],
          legend: { card: 'Azhag the Slaughterer', as: 'a' },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'whole' }] },
        },
        { resources: 6, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'x1' }, { card: 'Mountain Brigade', as: 'x2' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb', player: 2 },
        { type: 'target', target: '@x1', player: 2 },
        // the third, his only unit left to pick, is taken for him
        { type: 'target', target: '@x2', player: 2 },
        { expect: { '@whole.damage': 0 } },
        // Azhag's controller answers with his own Bomb, 1 damage on his unit first
        { type: 'play', card: 'Plague Bomb', player: 1 },
        { type: 'target', target: '@whole', player: 1 },
        { type: 'target', target: '@x1', player: 1 },
      ],
      expect: { '@whole.damage': 1, '@whole.loc': 'kingdom', '@x1.damage': 3, '@x2.damage': 5 },
    });
  });
});
