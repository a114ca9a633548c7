import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Lobber Crew', () => {
  it('is sacrificed from the kingdom to make the opponent sacrifice a unit of his choice', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] }, quest: { cards: [{ card: 'Lobber Crew', as: 'q' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'b' }] } },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 0, illegal: 'only in the kingdom' },
        { type: 'use', card: '@l', ability: 0 },
        { expect: { '@l.loc': 'discard' } },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@b', player: 2 },
      ],
      expect: { '@b.loc': 'discard', '@a.loc': 'kingdom' },
    });
  });
});
