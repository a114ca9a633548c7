import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

/** P1 throws a Plague Bomb (1, 2 then 3 damage to three target units) at P2, who has Mountain Barracks in his kingdom. */
const bomb = (targets: [string, string]) => [
  { type: 'play', card: 'Plague Bomb' },
  { type: 'target', target: targets[0] },
  { type: 'target', target: targets[1] },
  // the third (3 damage) is the only unit left: chosen for him
];

describe('Mountain Barracks', () => {
  it('gives Toughness 1 to your Dwarf units in its zone only: not a non-Dwarf unit beside it, not a Dwarf unit in another zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Plague Bomb', 'Mountain Brigade'] },
        {
          kingdom: { cards: [{ card: 'Mountain Barracks', as: 'mbk' }, { card: 'Mountain Brigade', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] },
        },
        ['chaos', 'dwarf'],
      ),
      decisions: bomb(['@b', '@o']),
      expect: { '@b.damage': 1, '@o.damage': 2, '@k.damage': 2, log: ['Toughness 1 cancels 1 damage to Mountain Brigade'] },
    });
  });

  it("adds to a unit's own Toughness; the opponent's Dwarf units in his corresponding zone get nothing", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        { kingdom: { cards: [{ card: 'Mountain Barracks', as: 'mbk' }, { card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Mountain Brigade', as: 'k' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: bomb(['@theirs', '@h']),
      // the Hammerer's printed Toughness 1 and the Barracks' 1 cancel both points
      expect: { '@theirs.damage': 1, '@h.damage': 0, '@k.damage': 2, log: ['Toughness 2 cancels 2 damage'] },
    });
  });

  it('works in whichever zone it is in (here the quest zone), for the Dwarf units there', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Plague Bomb', 'Mountain Brigade'] },
        { quest: { cards: [{ card: 'Mountain Barracks', as: 'mbk' }, { card: 'Mountain Brigade', as: 'q' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }, { card: 'Mountain Brigade', as: 'k2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: bomb(['@q', '@k']),
      expect: { '@q.damage': 0, '@k.damage': 2, '@k2.damage': 3 },
    });
  });
});
