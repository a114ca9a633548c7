import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Angi'arie", () => {
  it("at the start of your turn, one target unit's text box is blanked for the rest of the turn", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: "Angi'arie", as: 'a' }] } },
        // Grudgebearer: +1 power per token, 2 tokens
        { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 2 }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { expect: { '@g.power': 3 } },
        { type: 'use', card: '@a', ability: 'action' },
        // any unit, hers included
        { expect: { options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@b' }, { type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@g' },
        { expect: { '@g.power': 1, '@g.tokens': 2, phase: 'capital' } },
        { type: 'pass' },
        { expect: { turn: 4, '@g.power': 3 } },
      ],
    });
  });

  it('only at the start of her own turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: "Angi'arie", as: 'a' }] } }, { kingdom: { cards: ['Grudgebearer'] } }, ['dark-elf', 'dwarf']),
      decisions: [{ type: 'use', card: '@a', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: "Angi'arie", as: 'a' }] } }, { kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 1 }] } }, ['dark-elf', 'dwarf']),
      decisions: [],
      expect: { phase: 'capital', active: 2, '@g.power': 2 },
    });
  });
});
