import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const marauderPlayed = (p1Resources: number) =>
  board({ resources: p1Resources, hand: [{ card: 'Savage Marauders', as: 'm' }, 'Mountain Brigade'] }, { resources: 1, hand: [{ card: "Asuryan's Cleansing", as: 'c' }] }, ['chaos', 'high-elf']);

describe("Asuryan's Cleansing", () => {
  it('the played card\'s controller chooses; not spending everything cancels it: it is discarded without entering play', () => {
    expectScenario({
      phase: 'capital',
      players: marauderPlayed(5),
      decisions: [
        { type: 'play', card: '@m', zone: 'battlefield' },
        { type: 'play', card: '@c', player: 2 },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }] } } },
        { type: 'mode', index: 1, player: 1 },
      ],
      expect: { '@m.loc': 'discard', 'p1.battlefield.units': [], 'p1.resources': 2, '@c.loc': 'discard' },
    });
  });

  it('spending every resource in his pool keeps the card, which enters play', () => {
    expectScenario({
      phase: 'capital',
      players: marauderPlayed(5),
      decisions: [{ type: 'play', card: '@m', zone: 'battlefield' }, { type: 'play', card: '@c', player: 2 }, { type: 'mode', index: 0, player: 1 }],
      expect: { '@m.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it('with an empty pool, spending 0 counts as spending all (errata)', () => {
    expectScenario({
      phase: 'capital',
      players: marauderPlayed(3),
      decisions: [
        { type: 'play', card: '@m', zone: 'battlefield' },
        { type: 'play', card: '@c', player: 2 },
        { expect: { 'p1.resources': 0, options: { include: [{ type: 'mode', index: 0 }] } } },
        { type: 'mode', index: 0, player: 1 },
      ],
      expect: { '@m.loc': 'battlefield' },
    });
  });

  it('targets only unit or support cards being played: not cards in play, tactics or developments on the chain', () => {
    // (P2's Rip Dere 'Eads Off! keeps a legal action open for him, so he is asked)
    const p2 = { resources: 5, hand: [{ card: "Asuryan's Cleansing", as: 'c' }, "Rip Dere 'Eads Off!"], battlefield: { cards: ['Black Orc Squad'] } };
    // a tactic on the chain, a unit in play
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["Rip Dere 'Eads Off!", 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } }, p2, ['orc', 'high-elf']),
      decisions: [
        { type: 'play', card: "Rip Dere 'Eads Off!" },
        { type: 'target', target: 'Mountain Brigade' },
        { expect: { prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@c', player: 2, illegal: 'no legal target' },
      ],
    });
    // a development being played (facedown: no card type)
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Savage Marauders', 'Mountain Brigade'], kingdom: { developments: ['Mountain Brigade'] } }, p2, ['chaos', 'high-elf']),
      decisions: [
        { type: 'develop', card: 'Savage Marauders', zone: 'kingdom' },
        { expect: { prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@c', player: 2, illegal: 'no legal target' },
      ],
    });
    // the action of a unit in play, on the chain
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Forest Goblins', as: 'f' }, 'Mountain Brigade'], kingdom: { developments: ['Mountain Brigade'] } }, p2, ['orc', 'high-elf']),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield' },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@f', ability: 'action', player: 1 },
        { type: 'target', target: '@f' },
        { expect: { prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@c', player: 2, illegal: 'no legal target' },
      ],
    });
    // the action of a unit that left play as its cost (still on the chain)
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }], developments: ['Mountain Brigade'] } }, p2, ['orc', 'high-elf']),
      decisions: [
        { type: 'use', card: '@l', ability: 'action' },
        { expect: { '@l.loc': 'discard', prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: '@c', player: 2, illegal: 'no legal target' },
      ],
    });
  });
});
