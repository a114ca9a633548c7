import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Loremaster of Hoeth', () => {
  it('entering play, each player is dealt 2 indirect damage and assigns it himself, the active player first', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Loremaster of Hoeth', as: 'l' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Loremaster of Hoeth', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'assignIndirect' }, 'p1.resources': 0 } },
        { type: 'assign', target: '@b', amount: 1 },
        { type: 'assign', target: '@l', amount: 1 },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' }, '@b.damage': 1, '@l.damage': 1 } },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@b.damage': 1, '@l.damage': 1, '@m.damage': 1, 'p2.quest.damage': 1, 'p1.kingdom.damage': 0, log: ['P1 is dealt 2 indirect damage', 'P2 is dealt 2 indirect damage'] },
    });
  });

  it('does nothing when another unit enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 8, hand: ['Mountain Brigade'], kingdom: { cards: ['Loremaster of Hoeth'] } }, {}, ['high-elf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Mountain Brigade', zone: 'kingdom' }],
      expect: { prompt: { player: 2, kind: 'action' }, 'p1.kingdom.damage': 0, 'p2.kingdom.damage': 0 },
    });
  });
});
