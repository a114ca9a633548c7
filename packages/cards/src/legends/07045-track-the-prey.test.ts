import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Track the Prey', () => {
  it('a unit you control gains Savage X (X = its printed power) until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: ['Track the Prey'], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'x' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Track the Prey' },
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@x' },
        { type: 'assign', target: '@x', amount: 2 },
        { type: 'assign', target: '@m', amount: 2 },
        { expect: { prompt: { player: 1, kind: 'chooseTarget' } } },
        { type: 'target', target: '@x' },
        { expect: { '@x.damage': 4, '@m.damage': 2, log: ['Savage 2'] } },
      ],
    });
  });

  it('targets only a unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Track the Prey', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: 'Track the Prey', illegal: 'no legal target' }],
    });
  });
});
