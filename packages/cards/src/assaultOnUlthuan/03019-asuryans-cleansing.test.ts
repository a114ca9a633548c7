import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const marauderPlayed = (p1Resources: number) =>
  board({ resources: p1Resources, hand: [{ card: 'Savage Marauders', as: 'm' }] }, { resources: 1, hand: [{ card: "Asuryan's Cleansing", as: 'c' }] }, ['chaos', 'high-elf']);

describe("Asuryan's Cleansing", () => {
  it('cancels and discards a unit just played when its controller does not spend all his resources', () => {
    expectScenario({
      phase: 'capital',
      players: marauderPlayed(5),
      decisions: [
        { type: 'play', card: '@m', zone: 'battlefield' },
        { type: 'play', card: '@c', player: 2 },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@m' }, { type: 'pass' }] } } },
        { type: 'pass', player: 1 },
      ],
      expect: { '@m.loc': 'discard', 'p1.resources': 2, '@c.loc': 'discard' },
    });
  });

  it('lets the card enter play when its controller spends every resource in his pool', () => {
    expectScenario({
      phase: 'capital',
      players: marauderPlayed(5),
      decisions: [
        { type: 'play', card: '@m', zone: 'battlefield' },
        { type: 'play', card: '@c', player: 2 },
        { type: 'target', target: '@m', player: 1 },
      ],
      expect: { '@m.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it('targets only unit or support cards on the chain, never cards in play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Demoralise', 'Mountain Brigade'] },
        { resources: 1, hand: [{ card: "Asuryan's Cleansing", as: 'c' }, 'Demoralise'], battlefield: { cards: ['Savage Gors'] } },
        ['empire', 'high-elf'],
      ),
      // a tactic on the chain and a unit in play: neither is a unit or support card just played
      decisions: [{ type: 'play', card: 'Demoralise' }, { type: 'play', card: '@c', player: 2, illegal: 'no legal target' }],
    });
  });
});
