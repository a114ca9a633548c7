import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Outpost of Tiranoc', () => {
  it('indirect damage its controller deals is 1 more (Descendant of Indraugnir: 5 instead of 4)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Outpost of Tiranoc', as: 'o' }] }, battlefield: { cards: [{ card: 'Descendant of Indraugnir', as: 'd' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@d' },
        { type: 'use', card: '@d', ability: 'action' },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'kingdom', amount: 3, player: 2 },
        { type: 'assign', target: 'battlefield', amount: 2, player: 2 },
        { expect: { 'p2.kingdom.damage': 3, 'p2.battlefield.damage': 2 } },
      ],
    });
  });

  it('two Outposts add 2; the opponent\'s indirect damage is not changed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: ['Outpost of Tiranoc', 'Outpost of Tiranoc'] }, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@r', ability: 'action' }, { type: 'assign', target: 'quest', amount: 4, player: 2 }],
      expect: { 'p2.quest.damage': 4 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: ['Outpost of Tiranoc'] } },
        { resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['high-elf', 'dark-elf'],
      ),
      decisions: [{ type: 'use', card: '@r', ability: 'action' }, { type: 'assign', target: 'quest', amount: 2, player: 1 }],
      expect: { 'p1.quest.damage': 2 },
    });
  });
});
