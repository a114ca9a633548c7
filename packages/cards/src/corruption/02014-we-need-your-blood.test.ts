import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('We Need Your Blood', () => {
  it('one target unit has -1 hit points and another +1 until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['We Need Your Blood', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Cold One Riders', as: 'cor' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Black Orc Squad', as: 'b2' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'We Need Your Blood' },
        { type: 'target', target: '@b' },
        // a second, different unit
        { expect: { options: { include: [{ type: 'target', target: '@cor' }, { type: 'target', target: '@b2' }], exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@cor' },
        { expect: { '@b.hitPoints': 3, '@cor.hitPoints': 4, '@b2.hitPoints': 4, 'p1.resources': 2, 'p1.discard': ['We Need Your Blood'] } },
        { type: 'pass', player: 1 }, // the turn ends
      ],
      expect: { turn: 4, '@b.hitPoints': 4, '@cor.hitPoints': 3 },
    });
  });

  it('a unit left with as much damage as hit points is destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['We Need Your Blood', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Cold One Riders', as: 'cor' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 3 }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'We Need Your Blood' },
        { type: 'target', target: '@b' },
        // the second target is the only other unit: chosen for him
      ],
      expect: { '@b.loc': 'discard', '@cor.hitPoints': 4 },
    });
  });

  it('needs two units in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['We Need Your Blood', 'Mountain Brigade'], kingdom: { cards: ['Cold One Riders'] } }, {}, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'We Need Your Blood', illegal: 'no legal target' }],
    });
  });
});
