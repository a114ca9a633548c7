import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Call the Blood', () => {
  it('destroys a target damaged unit (either player\'s), never an undamaged one', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Call the Blood', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Cold One Riders', as: 'mine', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }, { card: 'Black Orc Squad', as: 'clean' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Call the Blood' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@clean' }] } } },
        { type: 'target', target: '@b' },
      ],
      // cost 1 (loyalty 2, met by the Dark Elf symbols of the capital and the Cold One Riders)
      expect: { '@b.loc': 'discard', '@clean.loc': 'kingdom', '@mine.loc': 'kingdom', 'p1.resources': 2 },
    });
  });

  it('cannot be played with no damaged unit; a target healed in response is saved', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Call the Blood', 'Mountain Brigade'] }, { kingdom: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Call the Blood', illegal: 'no legal target' }],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Call the Blood', 'Mountain Brigade'] },
        { resources: 3, hand: ['Greater Heal'], kingdom: { cards: [{ card: 'Ellyrian Elite', as: 'ee', damage: 1 }] } },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Call the Blood' },
        { type: 'play', card: 'Greater Heal', player: 2 },
      ],
      expect: { '@ee.loc': 'kingdom', '@ee.damage': 0, 'p1.discard': ['Call the Blood'] },
    });
  });
});
