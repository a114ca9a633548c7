import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Your Will Is Mine', () => {
  it("you name one of the opponent's zones and take every unit he has there, into your corresponding zone", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: ['Your Will Is Mine', 'Mountain Brigade'] },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Totem of Gork', as: 'sup' }], developments: [{ card: 'Mountain Brigade', as: 'dev' }] },
          quest: { cards: [{ card: 'Squig Herders', as: 'q' }] },
        },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Your Will Is Mine' },
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: {
        '@b.controller': 1,
        '@g.controller': 1,
        'p1.kingdom.units': ['Black Orc Squad', 'Crooked Teef Goblins'],
        'p2.kingdom.units': [],
        '@sup.controller': 2,
        '@dev.controller': 2,
        '@q.controller': 2,
        'p1.resources': 0,
      },
    });
  });

  it('keeps them past the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 12, hand: ['Your Will Is Mine', 'Mountain Brigade'] }, { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Squig Herders', as: 'q' }] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Your Will Is Mine' }, { type: 'target', target: 'quest', owner: 2 }, { type: 'pass', player: 1 }, { expect: { turn: 4 } }],
      expect: { '@q.controller': 1, '@q.loc': 'quest' },
    });
  });

  it("is played only in your turn, and not with no opposing unit", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 12, hand: ['Your Will Is Mine', 'Mountain Brigade'] }, { kingdom: { cards: ['Totem of Gork'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Your Will Is Mine', illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      // Berserk Fury gives him an action window in the opponent's turn
      players: board({ resources: 12, hand: ['Your Will Is Mine', 'Berserk Fury'] }, { hand: ['Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: 'Your Will Is Mine', player: 1, illegal: 'cannot be used now' }],
    });
  });

  it('a unique unit he already has a copy of is not taken (rules summary: Unique)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: ['Your Will Is Mine', 'Mountain Brigade'], quest: { cards: [{ card: 'Greyseer Thanquol', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Greyseer Thanquol', as: 'gt' }, { card: 'Clan Rats', as: 'cr' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Your Will Is Mine' }, { type: 'pass', player: 2 }, { type: 'target', target: 'battlefield', owner: 2 }],
      expect: { '@gt.controller': 2, '@gt.loc': 'battlefield', '@cr.controller': 1, 'p1.battlefield.units': ['Clan Rats'] },
    });
  });
});
