import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Watchstone of Athel Tamarha', () => {
  it('after you play a Spell card, its action gains you 1 resource', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // (a one-card deck: the Scroll has nothing to order)
        { resources: 2, deck: ['Mountain Brigade'], hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Watchstone of Athel Tamarha', as: 'w' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity' },
        { type: 'play', card: '@s' },
        { expect: { 'p1.resources': 2 } },
        { type: 'use', card: '@w', ability: 'action' },
        { expect: { 'p1.resources': 3 } },
        // once per Spell played
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it('not for a tactic without the Spell trait', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Called Back', as: 'c' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Watchstone of Athel Tamarha', as: 'w' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it("not for an opponent's Spell card", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Watchstone of Athel Tamarha', as: 'w' }] } },
        { resources: 2, deck: ['Mountain Brigade'], hand: [{ card: 'Scroll of Asur', as: 's' }] },
        ['high-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'play', card: '@s', player: 2 },
        { type: 'use', card: '@w', ability: 'action', player: 1, illegal: 'first opportunity' },
      ],
    });
  });

  it('Kingdom: in another zone it does nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, deck: ['Mountain Brigade'], hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Watchstone of Athel Tamarha', as: 'w' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@s' }, { type: 'use', card: '@w', ability: 'action', illegal: 'kingdom' }],
      expect: { 'p1.resources': 2 },
    });
  });
  it('not for a Spell card played facedown as a development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // (resources enough to play the Brigade: P1 keeps a say in the capital phase after the development)
        { resources: 10, hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Watchstone of Athel Tamarha', as: 'w' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'develop', card: '@s', zone: 'quest' },
        { expect: { turn: 3, phase: 'capital', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity' },
      ],
      expect: { 'p1.quest.developments': 1, 'p1.resources': 10 },
    });
  });
});
