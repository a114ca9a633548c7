import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("High Elf's Disdain", () => {
  it('cancels a tactic just played: the tactic goes to the discard pile without effect', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: 'Demoralise', as: 'd' }, 'Mountain Brigade'] },
        { resources: 3, hand: [{ card: "High Elf's Disdain", as: 'h' }], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'u' }] } },
        ['empire', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@d' },
        // neither player can add anything more: the chain resolves, Disdain first
        { type: 'play', card: '@h', player: 2 },
      ],
      expect: { '@u.power': 2, '@d.loc': 'discard', '@h.loc': 'discard', 'p2.resources': 0 },
    });
  });

  it('cannot be played with no tactic on the chain', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({}, { resources: 3, hand: [{ card: "High Elf's Disdain", as: 'h' }, 'Mountain Brigade'] }, ['empire', 'high-elf']),
      decisions: [{ type: 'play', card: '@h', illegal: 'no legal target' }],
    });
  });
});
