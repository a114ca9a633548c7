import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Cold One Chariot', () => {
  it('has as many hit points as developments in its zone of your capital (not the other zones, nor the opponent\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 4,
          hand: [{ card: 'Cold One Chariot', as: 'c' }, 'Mountain Brigade'],
          battlefield: { developments: ['01001', '01001'] },
          kingdom: { developments: ['01001', '01001', '01001'] },
        },
        { battlefield: { developments: ['01001', '01001', '01001', '01001'] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@c', zone: 'battlefield' },
        { expect: { '@c.loc': 'battlefield', '@c.hitPoints': 2 } },
        // one more development there: 3
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
      ],
      expect: { '@c.hitPoints': 3 },
    });
  });

  it('with damage equal to its developments it is destroyed; with no development in its zone it has 0 hit points and is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Cold One Chariot', as: 'c' }, 'Mountain Brigade'], kingdom: { developments: ['01001'] } },
        {},
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@c', zone: 'battlefield' }],
      expect: { '@c.loc': 'discard' },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Cold One Chariot', as: 'c', damage: 1 }], developments: ['01001', '01001'] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { expect: { '@c.hitPoints': 2, '@c.loc': 'kingdom' } },
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: '@c', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
      ],
      expect: { '@c.loc': 'discard' },
    });
  });
});
