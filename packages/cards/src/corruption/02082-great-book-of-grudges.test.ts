import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Great Book of Grudges', () => {
  it('goes onto a Dwarf unit only, which has +2 power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Great Book of Grudges', as: 'b' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@b', zone: 'battlefield', target: '@o', illegal: 'cannot be attached' },
        { type: 'play', card: '@b', zone: 'kingdom', target: '@mb' },
      ],
      expect: { '@b.loc': 'kingdom', '@mb.power': 4 },
    });
  });

  it('when its unit goes from play to the discard pile, the opponent takes 6 indirect damage', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }, { card: 'Great Book of Grudges', as: 'b', attachedTo: '@h' }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        // 2 indirect damage on the Hammerer (Toughness 1): 1 more destroys it
        { type: 'assign', target: '@h', amount: 2, player: 1 },
        { type: 'pass', player: 1 }, // the order of the Hammerer and its Book in the discard pile
        { expect: { '@h.loc': 'discard', '@b.loc': 'discard', prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'kingdom', amount: 6, player: 2 },
      ],
      expect: { 'p2.kingdom.damage': 6 },
    });
  });

  it('nothing happens when its unit leaves play for the hand, or stays in play as a development', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Great Book of Grudges', as: 'b', attachedTo: '@mb' }] } },
        { resources: 4, hand: ['Pilgrimage', 'Mountain Brigade'] },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Pilgrimage', player: 2 }],
      expect: { '@mb.loc': 'hand', '@b.loc': 'discard', 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
    // Reclaim the Hold keeps the destroyed unit in its zone as a development: the Book, left without a unit, is discarded alone
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Great Book of Grudges', as: 'b', attachedTo: '@mb' }] }, quest: { cards: [{ card: 'Reclaim the Hold', as: 'rh', tokens: 1 }] } },
        { resources: 5, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@v', player: 2 },
        { type: 'resolve', index: 0, player: 1 },
      ],
      expect: { '@mb.dev': true, '@b.loc': 'discard', 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
  });
});
