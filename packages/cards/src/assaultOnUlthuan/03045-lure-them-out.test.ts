import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Lure Them Out', () => {
  it("one target unit in your battlefield and one in the opponent's deal their power in damage to each other, at the same time", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Lure Them Out', as: 'l' }],
          battlefield: { cards: [{ card: 'Boar Boyz', as: 'bb' }, { card: 'Black Orc Squad', as: 'mine2' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'home' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'away' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@l' },
        // first: a unit in your battlefield (not one in another zone, not the opponent's)
        { expect: { options: { include: [{ type: 'target', target: '@bb' }, { type: 'target', target: '@mine2' }], exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@theirs' }, { type: 'target', target: '@away' }] } } },
        { type: 'target', target: '@bb' },
        // second: the opponent's only battlefield unit is picked for you (his kingdom unit is not offered)
      ],
      // the Brigade (2 power) deals 2 to Boar Boyz, which deals its 1 power: the damage it takes at the same time does not raise it to 3
      expect: { '@bb.damage': 2, '@theirs.damage': 1, '@mine2.damage': 0, '@away.damage': 0, '@l.loc': 'discard', 'p1.resources': 2 },
    });
  });

  it('each unit counts its power as the card resolves, not as it is played', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Lure Them Out', as: 'l' }], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { resources: 3, hand: [{ card: 'Tear of Isha', as: 't' }], battlefield: { cards: [{ card: 'Boar Boyz', as: 'bb' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 1 }] } },
        ['dwarf', 'high-elf'],
      ),
      decisions: [
        { expect: { '@bb.power': 3 } },
        { type: 'play', card: '@l' },
        // P2 answers: healing his only damaged unit drops Boar Boyz back to 1 power
        { type: 'play', card: '@t', player: 2 },
        { type: 'target', target: '@hurt', player: 2 },
      ],
      expect: { '@hurt.damage': 0, '@mine.damage': 1, '@bb.damage': 2 },
    });
  });

  it('when one target has left play by then, the other deals and takes nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Lure Them Out', as: 'l' }], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Boar Boyz', as: 'bb' }] }, kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@l' },
        // P2 answers: his Lobber Crew makes P1 sacrifice his only unit, the first target
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
      ],
      expect: { '@mine.loc': 'discard', '@bb.damage': 0, '@l.loc': 'discard', 'p1.resources': 4 },
    });
  });

  it('when one target has moved out of its battlefield by then (an illegal target still in play), neither deals anything', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Lure Them Out', as: 'l' }], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Pistoliers', as: 'p' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@l' },
        // P2 answers: his Pistoliers move themselves to his kingdom
        { type: 'use', card: '@p', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'target', target: 'kingdom', owner: 2, player: 2 },
      ],
      expect: { '@p.loc': 'kingdom', '@p.damage': 0, '@mine.damage': 0, '@l.loc': 'discard' },
    });
  });

  it("cannot be played without a unit in each battlefield", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Lure Them Out', as: 'l' }], battlefield: { cards: ['Mountain Brigade', 'Mountain Brigade'] } },
        { kingdom: { cards: ['Boar Boyz'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@l', illegal: 'no legal target' }],
      expect: { '@l.loc': 'hand', 'p1.resources': 5 },
    });
  });
});
