import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blue Horrors', () => {
  it('when it leaves play, its controller may put a Blue Horrors from his hand into play in any of his zones', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: [{ card: 'Blue Horrors', as: 'h2' }, 'Dark Zealot'], battlefield: { cards: [{ card: 'Blue Horrors', as: 'h1' }] } },
        { resources: 1, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        // P2 sacrifices his Crew: P1 must sacrifice his only unit, the Horrors
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { expect: { '@h1.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@h1', ability: 'action' }] } } },
        { type: 'use', card: '@h1', ability: 'action', player: 1 },
        // the copy in hand is the only one: picked for P1; any of his zones, here the quest zone
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@h2.loc': 'quest' } },
      ],
    });
  });

  it('is only usable at the first opportunity; declined, the chance is gone', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: [{ card: 'Blue Horrors', as: 'h2' }], battlefield: { cards: [{ card: 'Blue Horrors', as: 'h1' }] } },
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@h1', ability: 'action' }] } } },
      ],
      expect: { '@h2.loc': 'hand' },
    });
  });

  it('cannot be used without a Blue Horrors in hand (another unit will not do)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Dark Zealot'], battlefield: { cards: [{ card: 'Blue Horrors', as: 'h1' }] } },
        { resources: 1, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@lc', ability: 'action', player: 2 }],
      // nothing was offered to P1; at his next turn he has drawn his card
      expect: { '@h1.loc': 'discard', turn: 4, 'p1.hand': ['Dark Zealot', 'Mountain Brigade'], 'p1.battlefield.units': [], 'p1.kingdom.units': [], 'p1.quest.units': [] },
    });
  });
  it('"another": sent back to the hand with no other copy there, it cannot put itself back into play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Banish'], kingdom: { cards: ['Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Blue Horrors', as: 'h1' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Banish' },
        { type: 'target', target: '@h1' },
        { expect: { '@h1.loc': 'hand', options: { exclude: [{ type: 'use', card: '@h1', ability: 'action' }] } } },
      ],
      expect: { '@h1.loc': 'hand' },
    });
  });
});
