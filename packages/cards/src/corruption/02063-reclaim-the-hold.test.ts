import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Reclaim the Hold', () => {
  it('a card of yours that would go to the discard pile may instead stay in its zone as a development, for 1 token each time', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Reclaim the Hold', as: 'r', tokens: 1 }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] }, kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'b', damage: 1 }] } },
        { resources: 5, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@v', player: 2 },
        // P2's own unit is simply destroyed; P1 is asked about one of his units (the Brigade)
        { expect: { '@o.loc': 'discard', prompt: { player: 1, kind: 'replace' }, options: { include: [{ type: 'resolve', index: 0 }, { type: 'pass' }] } } },
        { type: 'resolve', index: 0, player: 1 },
        // the token is spent: the other unit goes to the discard pile without a question
      ],
      expect: { '@r.tokens': 0, '@a.loc': 'battlefield', '@a.dev': true, 'p1.battlefield.developments': 1, '@b.loc': 'discard', 'p1.kingdom.developments': 0 },
    });
  });

  it('declined, the card goes to the discard pile and the token stays', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Reclaim the Hold', as: 'r', tokens: 2 }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        { resources: 5, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@v', player: 2 },
        { type: 'pass', player: 1 },
      ],
      expect: { '@a.loc': 'discard', '@r.tokens': 2, 'p1.battlefield.developments': 0 },
    });
  });

  it('the development keeps no damage; with no token nothing is offered', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Reclaim the Hold', as: 'r', tokens: 1 }] }, battlefield: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'rbt' }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        // 2 indirect damage: P1 puts 2 on his Hammerer (Toughness 1 leaves 1: destroyed)
        { type: 'use', card: '@rbt', ability: 'action', player: 2 },
        { type: 'assign', target: '@h', amount: 2, player: 1 },
        { type: 'resolve', index: 0, player: 1 },
      ],
      expect: { '@h.loc': 'battlefield', '@h.dev': true, '@h.faceDown': true, '@h.damage': 0, '@r.tokens': 0, 'p1.battlefield.hitPoints': 9 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Reclaim the Hold', as: 'r' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        { resources: 5, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@v', player: 2 }],
      expect: { '@a.loc': 'discard' },
    });
  });

  it('does not stop a sacrifice, nor a card going back to hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Reclaim the Hold', as: 'r', tokens: 2 }] }, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@lc', ability: 'action' }],
      expect: { '@lc.loc': 'discard', '@o.loc': 'discard', '@r.tokens': 2 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Reclaim the Hold', as: 'r', tokens: 2 }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        { resources: 4, hand: ['Banish', 'Mountain Brigade'] },
        ['dwarf', 'high-elf'],
      ),
      decisions: [{ type: 'play', card: 'Banish', player: 2 }],
      expect: { '@a.loc': 'hand', '@r.tokens': 2 },
    });
  });

  it('not for an attachment of yours on an opponent\'s unit (it is not in one of your zones)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Flame Cannon', as: 'fc' }, { card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Reclaim the Hold', as: 'r', tokens: 1 }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@fc', zone: 'battlefield', target: '@o' },
        { type: 'pass' }, // no response: the Cannon attaches
        { expect: { '@fc.controller': 1, '@fc.loc': 'battlefield' } },
        { type: 'play', card: '@v' },
      ],
      // no question: the Cannon goes to P1's discard pile with the Squad, the token stays
      expect: { '@o.loc': 'discard', '@fc.loc': 'discard', '@r.tokens': 1 },
    });
  });

  it('gains a token at the beginning of your turn while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Reclaim the Hold', as: 'r' }, { card: 'Mountain Brigade', questing: '@r' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ expect: { '@r.tokens': 1 } }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Reclaim the Hold', as: 'r' }, { card: 'Mountain Brigade' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ expect: { '@r.tokens': 0 } }],
    });
  });
});
