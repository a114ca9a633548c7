import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodletter', () => {
  it('doubles combat damage as it is assigned to a unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] }, kingdom: { cards: ['Bloodletter'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 1 },
        { expect: { '@m.assigned': 2 } },
        { type: 'assign', target: '@g', amount: 2 },
      ],
      expect: { '@m.damage': 2 },
    });
  });

  it('doubles non-combat damage to units, not to capitals', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb'], kingdom: { cards: ['Bloodletter'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { type: 'target', target: '@c' },
      ],
      expect: { '@a.damage': 2, '@b.damage': 4, '@c.loc': 'discard' },
    });
  });

  it('does nothing while it is not in play', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Bloodletter'], battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 1 },
        { type: 'assign', target: '@g', amount: 2 },
      ],
      expect: { '@m.damage': 1 },
    });
  });
});
