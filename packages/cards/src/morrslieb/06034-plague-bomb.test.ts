import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Plague Bomb', () => {
  it("deals 1, 2 and 3 damage to three different target units, either player's", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@a' }, { type: 'target', target: '@h' }] } } },
        { type: 'target', target: '@h' },
        // a unit already chosen cannot be chosen again
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@h' }] } } },
        { type: 'target', target: '@a' },
        // the third target is the only unit left: chosen for the player
        { expect: { 'p1.resources': 0 } },
        { type: 'pass' },
      ],
      // Toughness 1 cancels the Hammerer's 1
      expect: { '@h.damage': 0, '@a.damage': 2, '@mine.damage': 3, 'p1.discard': ['Plague Bomb'], log: ['Toughness 1 cancels 1 damage'] },
    });
  });

  it('a target gone on resolution takes nothing; the others are still dealt their damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Plague Bomb', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@l' },
        // the third is the only unit left
        // in response the Lobber Crew is sacrificed (its own cost)
        { type: 'use', card: '@l', ability: 'action', player: 2 },
      ],
      expect: { '@l.loc': 'discard', '@a.damage': 1, '@b.damage': 3, 'p1.discard': ['Plague Bomb'] },
    });
  });

  it('cannot be played without three different units to target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Plague Bomb', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade', 'Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Plague Bomb', illegal: 'no legal target' }],
    });
  });
});
