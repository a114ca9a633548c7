import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Volkmar the Grim', () => {
  it("an opponent's unit destroyed may go to the bottom of its owner's deck instead of the discard pile; its controller is asked", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], legend: 'Volkmar the Grim', kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { deck: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1', damage: 5 }, { card: 'Mountain Brigade', as: 'o2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@o1' },
        { type: 'target', target: '@o2' },
        { expect: { prompt: { player: 1, kind: 'replace' }, options: { include: [{ type: 'resolve', index: 0 }, { type: 'pass' }] } } },
        { type: 'resolve', index: 0, player: 1 },
      ],
      expect: { '@o1.loc': 'deck', 'p2.deck': 3, 'p2.discard.count': 0, '@ck.damage': 3 },
    });
  });

  it('may be declined: the unit goes to the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], legend: 'Volkmar the Grim', kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { deck: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1', damage: 5 }, { card: 'Mountain Brigade', as: 'o2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Plague Bomb' }, { type: 'target', target: '@o1' }, { type: 'target', target: '@o2' }, { expect: { prompt: { player: 1, kind: 'replace' } } }, { type: 'pass', player: 1 }],
      expect: { '@o1.loc': 'discard', 'p2.deck': 2 },
    });
  });

  it("a unit of yours going back to your hand may go to your deck's bottom instead", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Called Back', 'Mountain Brigade'], deck: ['Mountain Brigade'], legend: 'Volkmar the Grim', kingdom: { cards: [{ card: 'Mountain Brigade', as: 'u' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Called Back' },
        { type: 'target', target: '@u' },
        { expect: { prompt: { player: 1, kind: 'replace' } } },
        { type: 'resolve', index: 0, player: 1 },
      ],
      expect: { '@u.loc': 'deck', 'p1.deck': 2, 'p1.hand.count': 1 },
    });
  });

  it('without Volkmar in play nothing is asked', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o1', damage: 5 }, { card: 'Mountain Brigade', as: 'o2' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Plague Bomb' }, { type: 'target', target: '@o1' }, { type: 'target', target: '@o2' }],
      expect: { '@o1.loc': 'discard' },
    });
  });

  it('a sacrificed unit, of either player, is not offered: it goes to the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], legend: 'Volkmar the Grim', kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@lc', ability: 'action' }, { expect: { '@lc.loc': 'discard' } }],
      expect: { '@lc.loc': 'discard', '@o.loc': 'discard', 'p1.discard.count': 1, 'p2.discard.count': 1 },
    });
  });
});
