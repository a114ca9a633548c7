import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Balthasar Gelt', () => {
  it('entering play, makes its controller need 3 burning zones to win for the rest of the game', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Balthasar Gelt', 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { expect: { 'p1.zonesToWin': 2 } },
        { type: 'play', card: 'Balthasar Gelt' },
        { expect: { 'p1.legend': 'Balthasar Gelt', 'p1.zonesToWin': 3, 'p2.zonesToWin': 2 } },
      ],
    });
  });

  it('gains experience when it attacks, and discounts the first card of the turn by its experience', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { legend: { card: 'Balthasar Gelt', as: 'bg' }, deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@bg' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@bg', ability: 2 }] } } },
        { type: 'use', card: '@bg', ability: 2 },
        { expect: { 'p1.deck.count': 4 } },
      ],
    });
  });

  it('on its next turn, the first card played costs 1 less per experience on it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Contested Village', 'Warpstone Excavation', 'Mountain Brigade'], legend: { card: 'Balthasar Gelt', as: 'bg' }, deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        { deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@bg' },
        { type: 'use', card: '@bg', ability: 2 },
        { type: 'assign', target: 'quest', amount: 1 }, // an attacking legend deals its weakest zone's power
        { type: 'pass', player: 2 }, // the opponent's capital phase
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 4 } }, // kingdom 3 + the legend's 1
        { type: 'play', card: 'Contested Village', zone: 'kingdom' }, // cost 1 - 1 experience
        { expect: { 'p1.resources': 4 } },
      ],
    });
  });
});
