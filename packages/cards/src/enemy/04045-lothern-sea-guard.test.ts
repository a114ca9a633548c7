import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Lothern Sea Guard', () => {
  it('discarded from hand by an opponent\'s card effect (Scout), it is put into play in a zone its owner picks', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ hand: [{ card: 'Lothern Sea Guard', as: 'l' }] }, { battlefield: { cards: [{ card: 'Free Company', as: 'f' }] } }, ['high-elf', 'empire']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@f' },
        { type: 'assign', target: 'quest', amount: 1 },
        // after the combat, Scout: a random card of player 1's hand is discarded — the Sea Guard — and it comes back
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1, player: 1 },
      ],
      expect: { '@l.loc': 'battlefield', '@l.controller': 1 },
    });
  });

  it('discarded by its own player\'s effect it stays in the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Muck', as: 'm' }, { card: 'Lothern Sea Guard', as: 'l' }] }, {}, ['orc', 'empire']),
      decisions: [{ type: 'play', card: '@m' }],
      expect: { '@l.loc': 'discard', 'p1.discard.count': 2, 'p1.battlefield.units': [], 'p1.kingdom.units': [] },
    });
  });
});
