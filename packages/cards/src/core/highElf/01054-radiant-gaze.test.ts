import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Radiant Gaze', () => {
  it("makes each unit in the chosen opponent's zone lose 1 power until the end of the turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Radiant Gaze', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'own' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Radiant Gaze' },
        { expect: { options: { exclude: [{ type: 'target', target: 'battlefield', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 2 },
      ],
      // printed cost 2 plus 2 loyalty (3 icons, 1 High Elf symbol from the capital)
      expect: { '@a.power': 0, '@b.power': 0, '@k.power': 1, '@own.power': 1, 'p1.resources': 0, 'p1.discard': ['Radiant Gaze'] },
    });
  });
});
