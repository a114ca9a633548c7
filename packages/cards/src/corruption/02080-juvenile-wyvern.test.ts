import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Juvenile Wyvern', () => {
  it('defending, it deals its combat damage to every attacking unit; the other defenders assign theirs as usual', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Juvenile Wyvern', as: 'w' }, { card: 'Dark Zealot', as: 'z' }] } },
        { battlefield: { cards: [{ card: 'Huntsmen', as: 'h1' }, { card: 'Huntsmen', as: 'h2' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@h1' },
        { type: 'attacker', card: '@h2' },
        { type: 'attacker', card: '@mb' },
        { type: 'defender', card: '@w', player: 1 },
        { type: 'defender', card: '@z', player: 1 },
        { type: 'assign', target: '@w', amount: 2, player: 2 },
        { type: 'assign', target: '@z', amount: 2, player: 2 },
        // P1 has only the Zealot's 1 damage to assign himself
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, log: ['P1 has 1 combat damage to assign'] } },
        { type: 'assign', target: '@mb', amount: 1, player: 1 },
      ],
      expect: { '@h1.loc': 'discard', '@h2.loc': 'discard', '@mb.damage': 2, '@w.loc': 'discard' },
    });
  });

  it('attacking, it deals its damage as usual', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Juvenile Wyvern', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Huntsmen', as: 'h1' }, { card: 'Huntsmen', as: 'h2' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@w' },
        { type: 'defender', card: '@h1', player: 2 },
        { type: 'defender', card: '@h2', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, log: ['P1 has 1 combat damage to assign'] } },
        { type: 'assign', target: '@h1', amount: 1 },
        { type: 'assign', target: '@w', amount: 2, player: 2 },
      ],
      expect: { '@h1.loc': 'discard', '@h2.loc': 'kingdom' },
    });
  });
});
