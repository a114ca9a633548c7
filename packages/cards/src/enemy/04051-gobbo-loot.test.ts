import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gobbo Loot', () => {
  it('sacrifices a unit of yours to destroy up to its printed cost in target developments of one zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Gobbo Loot', as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Snotling Pump Wagon', as: 'w' }, { card: 'Huntsmen', as: 'h' }] } },
        {
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1' }, { card: 'Mountain Brigade', as: 'd2' }, { card: 'Mountain Brigade', as: 'd3' }] },
          quest: { developments: [{ card: 'Mountain Brigade', as: 'q1' }] },
        },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@g' },
        // a unit of its own player only
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@w' }, { type: 'target', target: '@h' }] } } },
        // Snotling Pump Wagon: printed cost 2
        { type: 'target', target: '@w' },
        // one zone holding developments (the battlefield holds none)
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'battlefield', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'kingdom', owner: 2 },
        // only that zone's developments
        { expect: { options: { include: [{ type: 'target', target: '@d1' }], exclude: [{ type: 'target', target: '@q1' }] } } },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d2' },
        // at most 2: the third is no longer offered
        { expect: { options: { exclude: [{ type: 'target', target: '@d3' }] } } },
        { type: 'pass' },
      ],
      expect: { '@w.loc': 'discard', '@h.loc': 'kingdom', 'p2.kingdom.developments': 1, 'p2.quest.developments': 1, '@d1.loc': 'discard', '@d2.loc': 'discard' },
    });
  });

  it('the sacrifice stays paid when the tactic is cancelled', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Gobbo Loot', as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Snotling Pump Wagon', as: 'w' }] } },
        { resources: 4, hand: [{ card: "High Elf's Disdain", as: 'hd' }], kingdom: { developments: [{ card: 'Mountain Brigade', as: 'd1' }] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@g' },
        { type: 'target', target: '@d1' },
        { type: 'play', card: '@hd', player: 2 },
      ],
      expect: { '@w.loc': 'discard', '@d1.loc': 'kingdom', '@g.loc': 'discard' },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Gobbo Loot', as: 'g' }, 'Mountain Brigade'] }, { kingdom: { developments: ['Mountain Brigade'] } }, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: '@g', illegal: '' }],
    });
  });
});
