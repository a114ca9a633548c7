import { describe, expect, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// top card first; one unit among the top five; the sixth card is a unit too but is not revealed
const DECK = ["Steel's Bane", { card: 'Chaos Knights', as: 'ck' }, 'Scout Camp', 'Iron Discipline', 'Warp Lightning Cannon', { card: 'Savage Marauders', as: 'sixth' }, 'Bolt of Change'];

describe('Blessings of Tzeentch', () => {
  it('sacrifices a unit of yours on resolution; then you may reveal the top five: a random revealed unit enters play in the zone you choose, the rest are shuffled back', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Blessings of Tzeentch'], deck: DECK as never, kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }, { card: 'Servants of Khorne', as: 'sk' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Blessings of Tzeentch' },
        // part of the effect (errata): one of your own units, chosen as it resolves
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@sg' }, { type: 'target', target: '@sk' }], exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@sg' },
        // "you may": reveal or not
        { expect: { '@sg.loc': 'discard', options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }] } } },
        { type: 'mode', index: 0 },
        { expect: { log: ["P1 reveals Steel's Bane#", 'Chaos Knights#', 'Scout Camp#', 'Iron Discipline#', 'Warp Lightning Cannon#'], revealed: ['Chaos Knights', 'Iron Discipline', 'Scout Camp', "Steel's Bane", 'Warp Lightning Cannon'] } },
        // the zone is his choice, among his own
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 1 }], exclude: [{ type: 'target', target: 'quest', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@ck.loc': 'battlefield', '@ck.controller': 1, '@sixth.loc': 'deck', '@sk.loc': 'kingdom', 'p1.deck': 6, log: ['P1 shuffles his deck'] },
    });
  });

  it('the player may decline to reveal: only the sacrifice happens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Blessings of Tzeentch'], deck: DECK as never, kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }] } }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch' }, { type: 'mode', index: 1 }],
      expect: { '@sg.loc': 'discard', '@ck.loc': 'deck', 'p1.deck': 7 },
    });
  });

  it('no unit among the five revealed: nothing enters play, they are shuffled back (a search bonus does not widen a reveal)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Blessings of Tzeentch'], deck: ["Steel's Bane", 'Scout Camp', 'Iron Discipline', 'Warp Lightning Cannon', 'Bolt of Change', { card: 'Chaos Knights', as: 'ck' }], kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }, 'Scout Camp'] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch' }, { type: 'mode', index: 0 }],
      expect: { '@sg.loc': 'discard', '@ck.loc': 'deck', 'p1.deck': 6, 'p1.kingdom.units': [], log: ['P1 shuffles his deck'] },
    });
  });

  it('with several units revealed, one of them (at random) enters play', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Blessings of Tzeentch'], deck: [{ card: 'Chaos Knights', as: 'ck' }, 'Scout Camp', { card: 'Savage Marauders', as: 'sm' }, 'Iron Discipline', 'Bolt of Change', 'Scout Camp'] as never, kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch' }, { type: 'mode', index: 0 }, { type: 'target', target: 'kingdom', owner: 1 }],
      expect: { '@sg.loc': 'discard', 'p1.deck': 5, log: ['reveals at random'] },
    });
    const units = r.state.players[0].zones.kingdom.cards.map((id) => r.state.cards[id]!.def);
    expect(units).toHaveLength(1);
    expect(['01085', '01082']).toContain(units[0]);
  });

  it('the unit is drawn among those that could enter play, into a zone it can enter (a unique copy you have, a Battlefield-only unit)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Blessings of Tzeentch'],
          deck: [{ card: 'Greyseer Thanquol', as: 'copy' }, 'Scout Camp', { card: 'Crooked Teef Goblins', as: 'g' }, 'Iron Discipline', 'Bolt of Change', 'Scout Camp'] as never,
          kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }, { card: 'Greyseer Thanquol', as: 'gt' }] },
        },
        {},
        ['chaos', 'skaven'],
      ),
      // the Goblins are the only unit that can enter, and only a battlefield: no zone to pick
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch' }, { type: 'target', target: '@sg' }, { type: 'mode', index: 0 }],
      expect: { '@sg.loc': 'discard', '@g.loc': 'battlefield', '@g.controller': 1, '@copy.loc': 'deck', '@gt.loc': 'kingdom', 'p1.deck': 5 },
    });
  });

  it('cannot be played without a unit of yours to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Blessings of Tzeentch', 'Mountain Brigade'] }, { kingdom: { cards: ['Black Orc Squad'] } }, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch', illegal: 'could not resolve' }],
    });
  });
});
