import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sword Masters of Hoeth', () => {
  it('defending its battlefield, the combat damage assigned to it is cancelled', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Sword Masters of Hoeth', as: 'sm' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@sm', player: 1 },
        { type: 'assign', target: '@sm', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@sm.loc': 'battlefield', '@sm.damage': 0, '@ck.damage': 2 },
    });
  });

  it('attacking, the defenders\' combat damage assigned to it is cancelled too', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Sword Masters of Hoeth', as: 'sm' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@sm' },
        { type: 'defender', card: '@ck', player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
        { type: 'assign', target: '@sm', amount: 3, player: 2 },
      ],
      expect: { '@sm.loc': 'battlefield', '@sm.damage': 0, '@ck.damage': 2 },
    });
  });

  it('outside the battlefield it takes combat damage normally', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Sword Masters of Hoeth', as: 'sm' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@sm', player: 1 },
        { type: 'assign', target: '@sm', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@sm.loc': 'discard', '@ck.damage': 2 },
    });
  });

  it('non-combat damage is not cancelled', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Sword Masters of Hoeth', as: 'sm' }] } },
        { battlefield: { cards: [{ card: 'Shadow Warrior' }] } },
        ['high-elf', 'high-elf'],
      ),
      decisions: [{ expect: { '@sm.damage': 1 } }],
    });
  });

  it('combat damage that cannot be cancelled (Mob Up) is dealt', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Sword Masters of Hoeth', as: 'sm' }] } },
        { resources: 1, hand: ['Mob Up'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Mob Up', player: 2 },
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@sm', player: 1 },
        { type: 'assign', target: '@sm', amount: 3, player: 2 },
        { type: 'assign', target: '@ck', amount: 2, player: 1 },
      ],
      expect: { '@sm.loc': 'discard' },
    });
  });
});
