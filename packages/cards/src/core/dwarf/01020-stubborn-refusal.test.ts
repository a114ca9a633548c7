import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Stubborn Refusal', () => {
  it('moves every damage token of a unit onto a second unit sharing its zone (either player)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Stubborn Refusal'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a', damage: 3 }, { card: 'Runesmith', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'z' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Stubborn Refusal' },
        { type: 'target', target: '@a' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@r' }], exclude: [{ type: 'target', target: '@z' }, { type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@a.damage': 0, '@m.damage': 4, 'p1.resources': 0, 'p1.discard': ['Stubborn Refusal'] },
    });
  });

  it('moves only as much damage as destroys the receiving unit; the rest stays (FAQ: moving damage)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Stubborn Refusal'], kingdom: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 2 }] } },
        ['dwarf', 'orc'],
      ),
      // the only damaged unit and the only other unit there are chosen automatically
      decisions: [{ type: 'play', card: 'Stubborn Refusal' }],
      // Runesmith has 1 hit point: 1 damage moves and destroys it, 1 stays on the Mountain Brigade
      expect: { '@m.damage': 1, '@r.loc': 'discard' },
    });
  });
});
