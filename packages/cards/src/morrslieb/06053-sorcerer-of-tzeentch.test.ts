import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sorcerer of Tzeentch', () => {
  it('when you play a development from hand: a token, then X damage to the target (X = tokens)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 0 }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 0 },
        { type: 'target', target: '@h' },
        { expect: { '@s.tokens': 2, '@h.damage': 1, log: ['Toughness 1 cancels 1 damage'] } },
      ],
    });
  });

  it('is not triggered by playing a unit, nor by the opponent\'s development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Crooked Teef Goblins', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's' }] } }),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 0 }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Sorcerer of Tzeentch', as: 's' }, { card: 'Mountain Brigade', as: 'm' }] } },
        { hand: ['Mountain Brigade', 'Mountain Brigade'] },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@s.tokens': 0, options: { exclude: [{ type: 'use', card: '@s', ability: 0 }] } } },
      ],
    });
  });
});
