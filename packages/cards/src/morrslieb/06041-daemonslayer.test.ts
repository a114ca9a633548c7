import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Daemonslayer', () => {
  it('gains a token when you develop from hand, and its Toughness is its token count (read when damage comes)', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade', 'Mountain Brigade'],
        kingdom: { cards: [{ card: 'Daemonslayer', as: 'd', tokens: 1 }, { card: 'Sorcerer of Tzeentch', as: 's', tokens: 2 }] },
      }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        // the Sorcerer's action first, aimed at it; the Daemonslayer's on top resolves first
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@d' },
        { type: 'use', card: '@d', ability: 'action' },
        // both resolve: 2 tokens on it, then the Sorcerer deals 3 damage to it: Toughness 2 cancels 2
        { type: 'use', card: '@d', ability: 'action', illegal: '' },
      ],
      expect: { '@s.tokens': 3, '@d.damage': 1, log: ['Toughness 2 cancels 2 damage'] },
    });
  });

  it('with no tokens it has no Toughness; no token for a unit played from hand nor for the opponent\'s development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Crooked Teef Goblins', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Daemonslayer', as: 'd' }, { card: 'Sorcerer of Tzeentch', as: 's', tokens: 1 }] } }),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        // the Sorcerer hits it before it takes a token: 2 damage, none cancelled
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@d' },
        { type: 'pass' },
      ],
      expect: { '@d.damage': 2, '@d.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Daemonslayer', as: 'd' }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@d.tokens': 0, options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
      ],
    });
  });
});
