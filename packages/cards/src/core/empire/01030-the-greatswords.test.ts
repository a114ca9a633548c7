import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('The Greatswords', () => {
  it('gets +1 power this turn for each unit entering its zone, itself included', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 12, hand: [{ card: 'The Greatswords', as: 'g' }, 'Peasant Militia', 'Peasant Militia', 'Dwarf/Empire Alliance', 'Mountain Brigade'] },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom' },
        { expect: { '@g.power': 2 } },
        { type: 'play', card: 'Peasant Militia', zone: 'kingdom' },
        { type: 'play', card: 'Peasant Militia', zone: 'quest' }, // another zone: no gain
        { type: 'play', card: 'Dwarf/Empire Alliance', zone: 'kingdom' }, // a support: no gain
        { expect: { '@g.power': 3 } },
      ],
    });
  });
});
