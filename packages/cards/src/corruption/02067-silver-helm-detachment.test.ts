import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Silver Helm Detachment', () => {
  it('enters play with 3 resource tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Silver Helm Detachment', as: 's' }, 'Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: '@s', zone: 'battlefield' }, { expect: { '@s.tokens': 3, '@s.power': 1 } }],
    });
  });

  it('remove a token: +1 power until the end of the turn, once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Silver Helm Detachment', as: 's', tokens: 3 }] } }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { '@s.tokens': 2, '@s.power': 2 } },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
        { expect: { turn: 4, '@s.power': 1, '@s.tokens': 2 } },
      ],
    });
  });

  it('cannot be used without a token', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Silver Helm Detachment', as: 's' }] } }, {}, ['high-elf', 'orc']),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } }],
    });
  });
});
