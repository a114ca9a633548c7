import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('My Life For The Hold!', () => {
  it('sacrificing a unit of yours: this turn, all damage to your capital is cancelled; your units are not covered', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (P1's Mob Up in hand keeps him a choice in each window)
        { hand: ['Mob Up'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        { resources: 1, hand: [{ card: 'My Life For The Hold!', as: 'l' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'h' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 's' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'pass' },
        { type: 'play', card: '@l', player: 2 },
        // the cost: one of his own units, not an opponent's
        { expect: { options: { include: [{ type: 'target', target: '@s' }, { type: 'target', target: '@h' }], exclude: [{ type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@s' },
        { expect: { '@s.loc': 'discard' } },
        { type: 'pass' },
        { expect: { 'p2.resources': 0 } },
        { type: 'pass' },
        { type: 'defender', card: '@h', player: 2 },
        { type: 'pass' },
        { type: 'assign', target: '@h', amount: 4 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { type: 'pass' },
        { expect: { 'p2.kingdom.damage': 0, '@h.loc': 'discard', '@ck.damage': 1 } },
      ],
    });
  });

  it('lasts until the end of the turn only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['My Life For The Hold!', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { resources: 0, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: 'My Life For The Hold!' },
        { type: 'pass' },
        { expect: { '@m.loc': 'discard' } },
        { expect: { turn: 4, phase: 'kingdom', prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 2 },
    });
  });

  it('cannot be played without a unit of yours to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'My Life For The Hold!', as: 'l' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Black Orc Squad'] } }, ['dwarf', 'orc']),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: '@l' }] } } }],
    });
  });

  it('cancelled, it keeps its cost paid: the unit stays sacrificed and the capital is not protected', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'My Life For The Hold!', as: 'l' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { resources: 5, hand: ["High Elf's Disdain"], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['dwarf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@l' },
        { type: 'play', card: "High Elf's Disdain", player: 2 },
        { type: 'pass' },
        { expect: { '@m.loc': 'discard', '@l.loc': 'discard', chain: 0 } },
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 2 },
    });
  });
});
