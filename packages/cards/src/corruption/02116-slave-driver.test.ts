import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Slave Driver', () => {
  it('in the kingdom, pays 2: a target unit with printed cost 2 or less cannot defend this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Slave Driver', as: 'sd' }] }, battlefield: { cards: [{ card: 'Cold One Riders', as: 'cor' }] } },
        { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Squig Herders', as: 'sq' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@sd', ability: 'action' },
        // printed cost 2 or less, anyone's (Slave Driver itself costs 2); not the Squad (3) nor the Riders (4)
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@sq' }, { type: 'target', target: '@sd' }],
              exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@cor' }],
            },
          },
        },
        { type: 'target', target: '@g' },
        { expect: { 'p1.resources': 1 } },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@cor' },
        { type: 'defender', card: '@g', player: 2, illegal: '' },
        { type: 'defender', card: '@sq', player: 2 },
      ],
      expect: { 'combat.defenders': ['Squig Herders'] },
    });
  });

  it('a unit so chosen cannot attack either', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Slave Driver', as: 'sd' }] }, battlefield: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Squig Herders', as: 'sq' }] } },
        {},
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@sd', ability: 'action' },
        { type: 'target', target: '@g' },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g', illegal: '' },
        { type: 'attacker', card: '@sq' },
      ],
      expect: { 'combat.attackers': ['Squig Herders'] },
    });
  });

  it('works only in the kingdom, for 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Slave Driver', as: 'sd' }] } }, { kingdom: { cards: ['Crooked Teef Goblins'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@sd', ability: 'action', illegal: 'kingdom' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Slave Driver', as: 'sd' }] } }, { kingdom: { cards: ['Crooked Teef Goblins'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'use', card: '@sd', ability: 'action', illegal: 'costs more' }],
    });
  });
});
