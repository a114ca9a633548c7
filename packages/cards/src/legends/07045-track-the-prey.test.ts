import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Track the Prey', () => {
  it('a unit you control gains Savage X (X = its printed power): dealt damage, it may deal X damage to a unit in a corresponding zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { capital: 'empire', resources: 2, hand: ['Track the Prey'], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'x' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        // its only legal target (a unit you control) is chosen for you
        { type: 'play', card: 'Track the Prey' },
        { expect: { 'p1.resources': 0, log: ['savage +2 until the end of the turn'] } },
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@x' },
        { type: 'assign', target: '@x', amount: 2 },
        { type: 'assign', target: '@m', amount: 2 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@x' },
        { expect: { '@x.damage': 4, '@m.damage': 2 } },
      ],
    });
  });

  it('lasts until the end of the turn (errata)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'empire', resources: 2, hand: ['Track the Prey', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'x' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Track the Prey' },
        { type: 'pass' },
        { type: 'pass' }, // no attack
        { expect: { turn: 4 } },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield', player: 2 },
        { type: 'attacker', card: '@x' },
        { type: 'defender', card: '@m', player: 1 },
        { type: 'assign', target: '@m', amount: 2, player: 2 },
        { type: 'assign', target: '@x', amount: 2, player: 1 },
      ],
      // no Savage any more: no prompt, nothing more is dealt, the game goes on to turn 5
      expect: { '@x.damage': 2, '@m.damage': 2, turn: 5 },
    });
  });

  it('targets only a unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'empire', resources: 2, hand: ['Track the Prey', 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'dwarf']),
      decisions: [{ type: 'play', card: 'Track the Prey', illegal: 'no legal target' }],
    });
  });
});
