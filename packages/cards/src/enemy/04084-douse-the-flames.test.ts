import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Douse the Flames', () => {
  it("moves 1 damage from a damaged unit onto another unit, either player's, any zone", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: [{ card: 'Douse the Flames', as: 'd' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 3 }, { card: 'Mountain Brigade', as: 'u' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'x', damage: 1 }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@d' },
        // first target: a damaged unit only
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@x' }], exclude: [{ type: 'target', target: '@u' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@m' },
        // second: any other unit
        { expect: { options: { include: [{ type: 'target', target: '@u' }, { type: 'target', target: '@b' }, { type: 'target', target: '@x' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@b' },
      ],
      // cost 0 + 2 loyalty less the capital's Empire symbol
      expect: { '@m.damage': 2, '@b.damage': 1, '@u.damage': 0, 'p1.resources': 1, '@d.loc': 'discard' },
    });
  });

  it('the moved damage is not dealt: Toughness does not cancel it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Douse the Flames', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Gromril Armour', attachedTo: '@b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@d' }],
      expect: { '@m.damage': 0, '@b.damage': 1 },
    });
  });

  it('cannot be played when the only unit in play is the damaged one (no other unit to receive it)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Douse the Flames', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', damage: 1 }] } }, {}, ['empire', 'orc']),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: '@d' }] } } }],
    });
  });

  it('cannot be played with no damaged unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Douse the Flames', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade' }] } }, { kingdom: { cards: ['Black Orc Squad'] } }, ['empire', 'orc']),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: '@d' }] } } }],
    });
  });
});
