import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Festering Nurglings', () => {
  it('on entering play corrupts a target unit in either player\'s matching zone, not elsewhere', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Festering Nurglings'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Festering Nurglings', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.corrupt': true, '@b.corrupt': false, 'p1.kingdom.units': ['Festering Nurglings'] },
    });
  });
});
