import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Whip the Slaves', () => {
  it('sacrifices a unit of yours you pick (not an opponent\'s) to draw 2 cards', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Whip the Slaves', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 'a' }] }, quest: { cards: [{ card: 'Shades', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'e' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Whip the Slaves' },
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@e' }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.loc': 'discard', '@a.loc': 'kingdom', '@e.loc': 'kingdom', 'p1.hand.count': 3, 'p1.deck': 8 },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Whip the Slaves', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Whip the Slaves', illegal: 'its cost cannot be paid' }],
    });
  });

  it('cancelled in response (High Elf\'s Disdain), its sacrifice stays paid and nothing is drawn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Whip the Slaves', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 'a' }, { card: 'Shades', as: 'b' }] } },
        { resources: 3, hand: ["High Elf's Disdain"] },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Whip the Slaves' },
        { type: 'target', target: '@a' },
        { type: 'play', card: "High Elf's Disdain", player: 2 },
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'kingdom', 'p1.hand.count': 1, 'p1.deck': 10, 'p2.resources': 0, chain: 0 },
    });
  });
});
