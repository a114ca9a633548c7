import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Morvael's Legacy", () => {
  it('puts every unit of your discard pile into play, each in a zone of yours you pick; other cards and the opponent\'s pile stay', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 13,
          hand: ["Morvael's Legacy", 'Mountain Brigade'],
          discard: [{ card: 'Silver Helm Brigade', as: 'a' }, { card: 'Second Sight', as: 't' }, { card: 'Archmage of Saphery', as: 'b' }, { card: 'War Crown of Saphery', as: 's' }],
        },
        { discard: [{ card: 'Black Orc Squad', as: 'theirs' }] },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Morvael's Legacy" },
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@t' }, { type: 'target', target: '@s' }, { type: 'target', target: '@theirs' }, { type: 'pass' }] } } },
        { type: 'target', target: '@b' },
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
        // the last unit is picked for him; he still picks its zone
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@b.loc': 'quest', '@a.loc': 'battlefield', '@t.loc': 'discard', '@s.loc': 'discard', '@theirs.loc': 'discard', 'p1.discard': ["Morvael's Legacy", 'Second Sight', 'War Crown of Saphery'] },
    });
  });

  it('all enter together: what their entering triggers resolves after the last has entered (one effect)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 13,
          hand: ["Morvael's Legacy", 'Mountain Brigade'],
          discard: [{ card: 'Ellyrian Reavers', as: 'a' }, { card: 'Ellyrian Reavers', as: 'b' }],
          deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'],
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Morvael's Legacy" },
        { type: 'target', target: '@a' },
        { type: 'target', target: 'quest', owner: 1 },
        { type: 'target', target: 'kingdom', owner: 1 },
        // both are in play before either Forced effect resolves: their player orders the two
        { expect: { '@a.loc': 'quest', '@b.loc': 'kingdom', 'p1.battlefield.developments': 0, prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
      ],
      expect: { 'p1.battlefield.developments': 2 },
    });
  });

  it('a unit that cannot enter play (a second copy of a unique card) is not offered and stays in the pile; a zone a unit cannot enter is not offered', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 13,
          hand: ["Morvael's Legacy", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Greyseer Thanquol', as: 'gt' }] },
          discard: [{ card: 'Greyseer Thanquol', as: 'gt2' }, { card: 'Clan Rats', as: 'cr' }, { card: "Clan Moulder's Elite", as: 'ns' }],
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Morvael's Legacy" },
        { expect: { options: { include: [{ type: 'target', target: '@cr' }, { type: 'target', target: '@ns' }], exclude: [{ type: 'target', target: '@gt2' }] } } },
        { type: 'target', target: '@cr' },
        { type: 'target', target: 'quest', owner: 1 },
        // Clan Moulder's Elite enters play only in a battlefield: the one zone it can enter is picked for him
      ],
      expect: { '@gt2.loc': 'discard', '@cr.loc': 'quest', '@ns.loc': 'battlefield', '@gt.loc': 'kingdom' },
    });
  });

  it('not playable when no unit of the pile could enter play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 13, hand: ["Morvael's Legacy", 'Mountain Brigade'], kingdom: { cards: ['Greyseer Thanquol'] }, discard: ['Greyseer Thanquol'] }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: "Morvael's Legacy", illegal: 'could not resolve' }],
    });
  });

  it('is played only in your turn, and not with no unit in your discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 13, hand: ["Morvael's Legacy", 'Mountain Brigade'], discard: ['Second Sight'] }, { discard: ['Black Orc Squad'] }, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: "Morvael's Legacy", illegal: 'could not resolve' }],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 13, hand: ["Morvael's Legacy", 'Second Sight'], discard: ['Silver Helm Brigade'] }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: "Morvael's Legacy", player: 1, illegal: 'cannot be used now' }],
    });
  });
});
