import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Waiting in Ambush', () => {
  it('outside the capital phase, he plays a unit of his hand (his pick of unit and zone), paying its cost and loyalty; a support is not offered', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { resources: 9, hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Knights Panther', as: 'k' }, { card: 'Nordland Halberdiers', as: 'n' }, { card: 'Karak Azul Forge', as: 'f' }] },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@k', zone: 'battlefield' }] } } },
        { type: 'play', card: '@w' },
        { type: 'pass' },
        { expect: { prompt: { player: 1, kind: 'playFromHand' }, 'p1.resources': 7, options: { include: [{ type: 'play', card: '@k', zone: 'battlefield' }, { type: 'play', card: '@n', zone: 'quest' }], exclude: [{ type: 'play', card: '@f', zone: 'kingdom' }, { type: 'pass' }] } } },
        { type: 'play', card: '@n', zone: 'battlefield' },
      ],
      // 7 - (4 + 2 loyalty - 1 Empire symbol of the capital) = 2
      expect: { '@n.loc': 'battlefield', '@k.loc': 'hand', '@f.loc': 'hand', 'p1.resources': 2, '@w.loc': 'discard' },
    });
  });

  it('only units he can pay for are offered; with none, the tactic does nothing', () => {
    expectScenario({
      phase: 'quest',
      players: board({ resources: 3, hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Nordland Halberdiers', as: 'n' }] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@w' }, { expect: { 'p1.resources': 1 } }, { type: 'pass' }, { expect: { chain: 0 } }],
      expect: { '@n.loc': 'hand', '@w.loc': 'discard', 'p1.resources': 1 },
    });
  });

  it('the unit goes on the chain as a new action: the opponent can cancel it as a card just played', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { resources: 6, hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Knights Panther', as: 'k' }] },
        { resources: 1, hand: [{ card: "Asuryan's Cleansing", as: 'c' }] },
        ['empire', 'high-elf'],
      ),
      decisions: [
        // (Asuryan's Cleansing cannot target a tactic: the opponent has nothing to answer with yet)
        { type: 'play', card: '@w' },
        { expect: { prompt: { player: 1, kind: 'playFromHand' } } },
        { type: 'play', card: '@k', zone: 'kingdom' },
        { expect: { '@k.loc': 'chain' } },
        { type: 'play', card: '@c', player: 2 },
        { type: 'mode', index: 1, player: 1 },
      ],
      expect: { '@k.loc': 'discard', 'p1.kingdom.units': [], 'p1.resources': 2 },
    });
  });

  it('play restrictions still apply: a Limited unit is not offered once he has played a Limited card this turn', () => {
    expectScenario({
      phase: 'quest',
      players: board({ resources: 9, hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Errant Wolf', as: 'e' }, { card: 'Knights Panther', as: 'k' }], limitedPlayed: true }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@w' },
        { expect: { prompt: { player: 1, kind: 'playFromHand' }, options: { include: [{ type: 'play', card: '@k', zone: 'kingdom' }], exclude: [{ type: 'play', card: '@e', zone: 'kingdom' }] } } },
        { type: 'play', card: '@e', zone: 'kingdom', illegal: '' },
        { type: 'play', card: '@k', zone: 'kingdom' },
      ],
      expect: { '@k.loc': 'kingdom', '@e.loc': 'hand', phase: 'quest' },
    });
  });

  it('a Limited unit may be played through it when he has played no Limited card this turn', () => {
    expectScenario({
      phase: 'quest',
      players: board({ resources: 9, hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Errant Wolf', as: 'e' }] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@w' }, { expect: { prompt: { player: 1, kind: 'playFromHand' } } }, { type: 'play', card: '@e', zone: 'quest' }],
      expect: { '@e.loc': 'quest', 'p1.resources': 5 },
    });
  });

  it("a unit with its own alternative cost can be played through it by that cost (Tunnel Fighter: three developments, then only loyalty)", () => {
    expectScenario({
      phase: 'quest',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Tunnel Fighter', as: 't' }],
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1' }, { card: 'Mountain Brigade', as: 'd2' }, { card: 'Mountain Brigade', as: 'd3' }] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        // 0 + 3 loyalty - 1 Empire symbol = 2 for the tactic; 3 left, too few for Tunnel Fighter's 4 + 3 loyalty
        { type: 'play', card: '@w' },
        {
          expect: {
            prompt: { player: 1, kind: 'playFromHand' },
            'p1.resources': 3,
            options: { include: [{ type: 'play', card: '@t', zone: 'battlefield', alt: 1 }], exclude: [{ type: 'play', card: '@t', zone: 'battlefield' }] },
          },
        },
        { type: 'play', card: '@t', zone: 'battlefield', alt: 1 },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d2' },
      ],
      expect: { '@t.loc': 'battlefield', 'p1.resources': 0, '@d3.loc': 'discard', 'p1.kingdom.developments': 0 },
    });
  });

  it("in the opponent's turn too: the unit is played into his own capital", () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board({ resources: 9, hand: [{ card: 'Waiting in Ambush', as: 'w' }, { card: 'Knights Panther', as: 'k' }] }, {}, ['empire', 'orc']),
      decisions: [
        // (the opponent, whose turn it is, has nothing to do: his window passes)
        { expect: { prompt: { player: 1, kind: 'action' }, active: 2 } },
        { type: 'play', card: '@w', player: 1 },
        { expect: { prompt: { player: 1, kind: 'playFromHand' } } },
        { type: 'play', card: '@k', zone: 'quest', player: 1 },
      ],
      expect: { '@k.loc': 'quest', 'p1.quest.units': ['Knights Panther'], 'p2.quest.units': [], active: 2 },
    });
  });
});
