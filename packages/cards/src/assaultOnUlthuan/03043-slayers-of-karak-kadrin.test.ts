import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Slayers of Karak Kadrin', () => {
  it('in its battlefield, sacrificed (the cost), destroys one target attacking unit; defending and idle units cannot be targeted', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }, { card: 'Black Orc Squad', as: 'idle' }] } },
        { battlefield: { cards: [{ card: 'Slayers of Karak Kadrin', as: 's' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        // P2 keeps it for later (after defenders)
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@mb', player: 2 },
        { type: 'use', card: '@s', ability: 'action', player: 2 },
        {
          expect: {
            prompt: { player: 2, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@idle' }, { type: 'target', target: '@mb' }] },
          },
        },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.loc': 'discard', '@s.loc': 'discard', '@o.loc': 'battlefield', '@idle.loc': 'battlefield', 'combat.attackers': ['Black Orc Squad'] },
    });
  });

  it("its controller's own attacking unit may be the target too", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Slayers of Karak Kadrin', as: 's' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        { type: 'use', card: '@s', ability: 'action' },
      ],
      // the Orcs are the only attacking unit: the choice is made for him
      expect: { '@o.loc': 'discard', '@s.loc': 'discard' },
    });
  });

  it('outside its battlefield it cannot be used', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Slayers of Karak Kadrin', as: 's' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@k' },
        // P2 has no legal action in the windows: the game goes on to P1's damage with the Slayers at home
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@s.loc': 'kingdom' } },
      ],
    });
  });

  it('with no unit attacking it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Slayers of Karak Kadrin', as: 's' }] } },
      ),
      decisions: [{ type: 'use', card: '@s', ability: 'action', player: 2, illegal: '' }],
    });
  });

  it('when its target is gone at resolution, nothing is destroyed and the sacrifice stays paid', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Slayers of Karak Kadrin', as: 's1' }, { card: 'Slayers of Karak Kadrin', as: 's2' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@o' },
        { type: 'use', card: '@s1', ability: 'action', player: 2 },
        { type: 'target', target: '@k' },
        // in response, the second Slayers destroys the same Knights first
        { type: 'use', card: '@s2', ability: 'action', player: 2 },
        { type: 'target', target: '@k' },
        { expect: { '@k.loc': 'discard', '@s1.loc': 'discard', '@s2.loc': 'discard' } },
      ],
      expect: { '@o.loc': 'battlefield' },
    });
  });
});
