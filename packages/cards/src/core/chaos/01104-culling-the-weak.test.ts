import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Culling the Weak', () => {
  it('sacrifice a unit as its cost: units in your battlefield get +1 power this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Culling the Weak'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'z' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Chaos Knights', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Culling the Weak' },
        { type: 'target', target: '@z' },
      ],
      expect: { '@z.loc': 'discard', '@a.power': 2, '@b.power': 4, '@m.power': 2 },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Culling the Weak'] }, { battlefield: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Culling the Weak', illegal: 'no legal target' }],
    });
  });
});
