import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Citadel of Dusk', () => {
  it('enters play with 3 resource tokens; once per turn a token comes off for 1 more power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Citadel of Dusk', as: 'c' }, 'Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: 'Citadel of Dusk', zone: 'kingdom' },
        { expect: { '@c.tokens': 3, 'p1.kingdom.power': 4 } },
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { '@c.tokens': 2, '@c.power': 2, 'p1.kingdom.power': 5 } },
        { type: 'use', card: '@c', ability: 'action', illegal: 'already used this turn' },
      ],
    });
  });

  it('the power lasts until the end of the turn; in the next turn it may be used again', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Citadel of Dusk', as: 'c', tokens: 2 }] }, battlefield: { cards: ['Black Orc Squad'] } },
        { hand: ['Mountain Brigade'] },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { '@c.power': 2, '@c.tokens': 1, prompt: { player: 1, kind: 'attackZone' } } },
        // no attack: the turn ends and P2's begins
        { type: 'pass' },
        { expect: { active: 2, '@c.power': 1, '@c.tokens': 1 } },
        { type: 'use', card: '@c', ability: 'action', player: 1 },
      ],
      expect: { '@c.power': 2, '@c.tokens': 0 },
    });
  });

  it('with no token left it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Citadel of Dusk', as: 'c', tokens: 0 }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'token' }],
    });
  });
});
