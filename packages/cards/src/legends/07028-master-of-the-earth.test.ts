import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Master of the Earth', () => {
  it('the target player (the opponent) takes indirect damage equal to the developments you control as it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Master of the Earth', 'Mountain Brigade'],
          kingdom: { cards: ['Ellyrian Knight', 'Ellyrian Knight'], developments: ['Mountain Brigade', 'Mountain Brigade'] },
          quest: { developments: ['Mountain Brigade'] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }], developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Master of the Earth' },
        { type: 'mode', index: 0 },
        // 3 developments of his (the opponent's 4 do not count): the opponent assigns 3
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 3, player: 2 },
      ],
      expect: { '@m.damage': 3, 'p1.kingdom.damage': 0, log: ['P2 is dealt 3 indirect damage'] },
    });
  });

  it('he may target himself; with no developments it deals nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Master of the Earth', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Ellyrian Knight', as: 'k' }, 'Ellyrian Knight'], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Master of the Earth' },
        { type: 'mode', index: 1 },
        { type: 'assign', target: 'quest', amount: 1, player: 1 },
      ],
      expect: { 'p1.quest.damage': 1, '@m.damage': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Master of the Earth', 'Mountain Brigade'], kingdom: { cards: ['Ellyrian Knight', 'Ellyrian Knight'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Master of the Earth' },
        { type: 'mode', index: 0 },
      ],
      expect: { '@m.damage': 0, 'p2.kingdom.damage': 0, 'p1.discard': ['Master of the Earth'] },
    });
  });

  it('X is counted as it resolves: a development destroyed in response no longer counts', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Master of the Earth', 'Mountain Brigade'], kingdom: { cards: ['Ellyrian Knight', 'Ellyrian Knight'], developments: [{ card: 'Mountain Brigade', as: 'd1' }, 'Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Stunty Smasha', as: 's' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Master of the Earth' },
        { type: 'mode', index: 0 },
        { type: 'use', card: '@s', ability: 'action', player: 2 },
        { type: 'target', target: '@d1', player: 2 },
        // (P1 has nothing to answer with: the Smasha resolves, then Master of the Earth counts 1 development)
        { expect: { '@d1.loc': 'discard', 'p1.kingdom.developments': 1, prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@m.damage': 1, log: ['P2 is dealt 1 indirect damage'] },
    });
  });
});
