import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mob Up', () => {
  it('this turn, combat damage cannot be cancelled: Toughness does not reduce it, on either side', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 0, hand: ['Mob Up', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Hammerer of Karak Azul', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Mob Up' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@mine' },
        { type: 'defender', card: '@ham', player: 2 },
        { type: 'assign', target: '@ham', amount: 2 },
        { type: 'assign', target: '@mine', amount: 1, player: 2 },
      ],
      // without Mob Up, Toughness 1 would leave the Hammerer 1 damage (alive) and P1's Hammerer none
      expect: { '@ham.loc': 'discard', '@mine.damage': 1 },
    });
  });

  it('leaves damage outside combat cancellable', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mob Up', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Mob Up' },
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'assign', target: '@ham', amount: 2, player: 2 },
      ],
      expect: { '@ham.damage': 1, log: ['Toughness 1 cancels'] },
    });
  });

  it('ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mob Up', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Mob Up' },
        { type: 'pass' },
        { expect: { turn: 4 } },
        { type: 'pass', player: 2 }, // P2's capital phase
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@ham', player: 1 },
        { type: 'assign', target: '@ham', amount: 1, player: 2 },
      ],
      expect: { '@ham.damage': 0, '@ham.loc': 'kingdom' },
    });
  });
});
