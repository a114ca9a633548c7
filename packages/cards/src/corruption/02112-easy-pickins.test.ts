import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Easy Pickin's", () => {
  it('the unit in play with the lowest printed cost is sacrificed, whoever controls it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Easy Pickin's", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Defender of the Hold', as: 'd' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: "Easy Pickin's" }],
      expect: { '@d.loc': 'discard', '@mb.loc': 'kingdom', '@b.loc': 'kingdom', 'p1.resources': 1 },
    });
  });

  it('with a tie, the player of the card picks among the cheapest units only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Easy Pickin's", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Defender of the Hold', as: 'd' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: "Easy Pickin's" },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: '@d' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@d' },
      ],
      expect: { '@d.loc': 'discard', '@g.loc': 'kingdom' },
    });
  });

  it('a sacrifice: not stopped by what saves a unit from destruction', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Easy Pickin's", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Ironclaw\'s Horde', as: 'ih' }] } },
        { resources: 3, kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'dk' }, { card: 'Hydra Blade', as: 'hb', attachedTo: '@dk' }] } },
        ['orc', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: "Easy Pickin's" }, { type: 'pass', player: 2 }],
      // no question to P2 about his Hydra Blade: a sacrifice is no destruction
      expect: { '@dk.loc': 'discard', '@hb.loc': 'discard', '@ih.loc': 'kingdom', 'p2.resources': 3 },
    });
  });

  it('cannot be played with no unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["Easy Pickin's", 'Mountain Brigade'] }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'play', card: "Easy Pickin's", illegal: 'could not resolve' }],
    });
  });
});
