import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bladewind', () => {
  it('the opponent picks a card of his hand to discard, then its player draws a card', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Bladewind', 'Mountain Brigade'], deck: [{ card: 'Shades', as: 'drawn' }, 'Mountain Brigade'] },
        { hand: [{ card: 'Dwarf Ranger', as: 'r' }, { card: 'Black Orc Squad', as: 'b' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Bladewind' },
        // he decides which card goes
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@b', player: 2 },
      ],
      expect: { '@b.loc': 'discard', '@r.loc': 'hand', '@drawn.loc': 'hand', 'p1.hand.count': 2, 'p1.resources': 1 },
    });
  });

  it('with a single card in his hand, that card goes', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Bladewind', 'Mountain Brigade'], deck: [{ card: 'Shades', as: 'drawn' }, 'Mountain Brigade'] },
        { hand: [{ card: 'Dwarf Ranger', as: 'r' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Bladewind' }],
      expect: { '@r.loc': 'discard', '@drawn.loc': 'hand' },
    });
  });

  it('no draw when the opponent had no card to discard (the draw follows "then")', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Bladewind', { card: 'Mountain Brigade', as: 'mb' }], deck: [{ card: 'Shades', as: 'drawn' }, 'Mountain Brigade'] },
        { hand: [] },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Bladewind' }, { expect: { '@drawn.loc': 'deck', 'p1.hand': ['Mountain Brigade'] } }],
    });
  });
});
