import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Veteran Sellswords', () => {
  it('enters play only in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: [{ card: 'Veteran Sellswords', as: 'vs' }, 'Mountain Brigade'] }),
      decisions: [
        { type: 'play', card: '@vs', zone: 'kingdom', illegal: 'only in your battlefield' },
        { type: 'play', card: '@vs', zone: 'battlefield' },
      ],
      expect: { '@vs.loc': 'battlefield', '@vs.controller': 1 },
    });
  });

  it("at the end of its controller's turn the opponent gains control of it, in his corresponding zone; and back at the end of his", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Veteran Sellswords', as: 'vs', damage: 0 }] } }, { hand: ['Mountain Brigade'] }),
      decisions: [
        { type: 'pass', player: 1 }, // on to the battlefield phase
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@vs' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { turn: 4, '@vs.controller': 2, '@vs.loc': 'battlefield', 'p2.battlefield.units': ['Veteran Sellswords'], 'p1.battlefield.units': [], 'p2.kingdom.damage': 1 } },
        // now P2 controls it: at the end of his turn it changes sides again
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
      ],
      expect: { turn: 5, '@vs.controller': 1, 'p1.battlefield.units': ['Veteran Sellswords'] },
    });
  });

  it('in another zone, it goes to that zone of the opponent\'s capital', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Veteran Sellswords', as: 'vs' }] } }, { hand: ['Mountain Brigade'] }),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { turn: 4, '@vs.controller': 2, '@vs.loc': 'quest', 'p2.quest.units': ['Veteran Sellswords'] },
    });
  });
});
