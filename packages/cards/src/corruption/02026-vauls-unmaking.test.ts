import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Vaul's Unmaking", () => {
  it("destroys a target attachment (either player's); not another support or a unit", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ["Vaul's Unmaking", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Ellyrian Elite', as: 'ee' }, { card: 'Gromril Armour', as: 'mine', attachedTo: '@ee' }, { card: 'Keystone Forge', as: 'kf' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'ch', attachedTo: '@b' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Vaul's Unmaking" },
        { expect: { options: { include: [{ type: 'target', target: '@ch' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@kf' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@ch' },
      ],
      expect: { '@ch.loc': 'discard', '@b.loc': 'battlefield', '@b.power': 1, '@mine.loc': 'kingdom', 'p1.resources': 1 },
    });
  });

  it('cannot be played with no attachment in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ["Vaul's Unmaking", 'Mountain Brigade'], kingdom: { cards: ['Keystone Forge'] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: "Vaul's Unmaking", illegal: 'no legal target' }],
    });
  });
});
