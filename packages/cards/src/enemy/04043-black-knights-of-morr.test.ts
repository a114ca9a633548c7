import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Black Knights of Morr', () => {
  it('when a unit enters its zone (its own entry too), one target unit cannot defend this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Black Knights of Morr', as: 'k' }, { card: 'Gold Wizard Acolyte', as: 'g' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@k', zone: 'battlefield' },
        { type: 'use', card: '@k', ability: 0 },
        { type: 'target', target: '@m' },
        { type: 'play', card: '@g', zone: 'battlefield' },
        { type: 'use', card: '@k', ability: 0 },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        // both units in the kingdom are barred: no defender can be declared, so damage goes to the capital
        { expect: { prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });

  it('does not trigger for a unit entering another zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Gold Wizard Acolyte', as: 'g' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Knights of Morr', as: 'k' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@g', zone: 'kingdom' }, { type: 'use', card: '@k', ability: 0, illegal: 'right after its trigger' }],
    });
  });
});
