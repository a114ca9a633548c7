import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Plague Bomb', () => {
  it('deals 1, 2 and 3 damage to three different target units', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@b' },
        { expect: { options: { exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@c' },
        // the third target is the only unit left: chosen for the player
      ],
      expect: { '@b.damage': 1, '@c.damage': 2, '@a.damage': 3, 'p1.resources': 0, 'p1.discard': ['Plague Bomb'] },
    });
  });

  it('cannot be played without three different units to target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade', 'Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Plague Bomb', illegal: 'no legal target' }],
    });
  });
});
