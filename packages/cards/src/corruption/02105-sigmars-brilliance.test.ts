import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Sigmar's Brilliance", () => {
  it('moves any number of your units and support cards, one after another and each once, into other zones of yours', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 13,
          hand: ["Sigmar's Brilliance", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Church of Sigmar', as: 'cs' }, { card: 'Huntsmen', as: 'hu' }, { card: 'Warp Lightning Cannon', as: 'w', attachedTo: '@hu' }], developments: [{ card: 'Mountain Brigade', as: 'dev' }] },
          quest: { cards: [{ card: 'Free Company', as: 'fc' }] },
        },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Sigmar's Brilliance" },
        // your units and supports: not an opponent's card, not an attachment (it goes with its host), not a development
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@pm' }, { type: 'target', target: '@cs' }, { type: 'target', target: '@hu' }, { type: 'target', target: '@fc' }],
              exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@w' }, { type: 'target', target: '@dev' }],
            },
          },
        },
        { type: 'target', target: '@pm' },
        // only your own zones other than its own (FAQ: never an opponent's)
        {
          expect: {
            options: {
              include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }],
              exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }],
            },
          },
        },
        { type: 'target', target: 'battlefield', owner: 1 },
        { type: 'target', target: '@cs' },
        { type: 'target', target: 'quest', owner: 1 },
        { type: 'target', target: '@hu' },
        { type: 'target', target: 'battlefield', owner: 1 },
        // a card moved once is not offered again
        { expect: { options: { exclude: [{ type: 'target', target: '@pm' }, { type: 'target', target: '@cs' }, { type: 'target', target: '@hu' }], include: [{ type: 'target', target: '@fc' }, { type: 'pass' }] } } },
        { type: 'pass' },
      ],
      expect: { '@pm.loc': 'battlefield', '@cs.loc': 'quest', '@hu.loc': 'battlefield', '@w.loc': 'battlefield', '@fc.loc': 'quest', '@b.loc': 'kingdom', '@dev.loc': 'kingdom' },
    });
  });

  it('a Hero cannot be moved where you already have a Hero', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 13, hand: ["Sigmar's Brilliance", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Greyseer Thanquol', as: 'gt' }] }, quest: { cards: [{ card: 'Deathmaster Sniktch', as: 'ds' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Sigmar's Brilliance" },
        { type: 'pass' },
        { type: 'target', target: '@gt' },
        // the quest zone already has a Hero of his: the battlefield is the only zone left, chosen for him
        { expect: { '@gt.loc': 'battlefield' } },
        { type: 'pass' },
      ],
      expect: { '@gt.loc': 'battlefield', '@ds.loc': 'quest' },
    });
  });
});
