import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Walking Sacrifice', () => {
  it('when it is destroyed, the player controlling it draws a card (not the player who destroyed it)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Walking Sacrifice', as: 'w' }] } }, ['orc', 'dark-elf']),
      decisions: [{ expect: { 'p2.hand.count': 0 } }, { type: 'play', card: '@v' }],
      expect: { '@w.loc': 'discard', 'p2.hand.count': 1, 'p1.hand.count': 1 },
    });
  });

  it('any way of leaving play counts: sacrificed, it draws too', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } }, { battlefield: { cards: [{ card: 'Walking Sacrifice', as: 'w' }] } }, ['orc', 'dark-elf']),
      decisions: [{ type: 'use', card: '@l', ability: 'action' }],
      expect: { '@w.loc': 'discard', 'p2.hand.count': 1, 'p1.hand.count': 1 },
    });
  });

  it('the draw goes to whoever controlled it as it left', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: [{ card: 'Soul Stealer', as: 's' }, { card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Walking Sacrifice', as: 'w' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s', zone: 'battlefield', target: '@w' },
        { type: 'pass' }, // (the chain resolves)
        { expect: { '@w.controller': 1, 'p1.hand.count': 2 } },
        { type: 'play', card: '@v' },
      ],
      expect: { '@w.loc': 'discard', 'p1.hand.count': 2, 'p2.hand.count': 0 },
    });
  });
});
