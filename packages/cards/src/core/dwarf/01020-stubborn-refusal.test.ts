import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Stubborn Refusal', () => {
  it('moves every damage token of a damaged unit onto a second unit in the zone of the same name (either player)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: ['Stubborn Refusal'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a', damage: 3 }, { card: 'Runesmith', as: 'r' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'alone', damage: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'z' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Stubborn Refusal' },
        // first target: a damaged unit with another unit in a zone of that name (not the lone quest unit, nor undamaged ones)
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@m' }],
              exclude: [{ type: 'target', target: '@r' }, { type: 'target', target: '@z' }, { type: 'target', target: '@alone' }],
            },
          },
        },
        { type: 'target', target: '@a' },
        // second target: another unit in a kingdom, of either player
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

  it('cannot be played without a damaged unit that shares its zone with another unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Stubborn Refusal', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Runesmith', damage: 0 }] } },
        { quest: { cards: [{ card: 'Mountain Brigade', damage: 2 }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Stubborn Refusal', illegal: 'no legal target' }],
      expect: { 'p1.resources': 2 },
    });
  });
});
