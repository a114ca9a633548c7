import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Veteran Slayer', () => {
  it('sacrificed, gives Toughness 2 to each unit you control until the turn ends, not to the opponent\'s', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { cards: [{ card: 'Veteran Slayer', as: 's' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'om' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { '@s.loc': 'discard' } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@om', player: 2 },
        { type: 'assign', target: '@om', amount: 2 },
        { type: 'assign', target: '@a', amount: 2, player: 2 },
      ],
      expect: { '@a.damage': 0, '@om.damage': 2 },
    });
  });

  it('the Toughness ends with the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Veteran Slayer', as: 's' }, { card: 'Mountain Brigade', as: 'k' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // player 1 has nothing to attack with; in player 2's turn the Toughness is gone
        { expect: { active: 2, '@s.loc': 'discard' } },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'defender', card: '@k', player: 1 },
        { type: 'assign', target: '@k', amount: 2 },
        { type: 'assign', target: '@o', amount: 2, player: 1 },
      ],
      expect: { '@k.damage': 2, '@o.damage': 2 },
    });
  });
});
