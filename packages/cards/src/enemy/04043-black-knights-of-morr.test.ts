import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Black Knights of Morr', () => {
  it('once per unit entering its zone (its own entry too): one target unit cannot defend this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Black Knights of Morr', as: 'k' }, { card: 'Savage Marauders', as: 'g' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@k', ability: 'action', illegal: 'not in play' },
        { type: 'play', card: '@k', zone: 'battlefield' },
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'target', target: '@m' },
        { type: 'use', card: '@k', ability: 'action', illegal: 'first opportunity after its trigger' },
        { type: 'play', card: '@g', zone: 'battlefield' },
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@g' },
        // both units in the kingdom are barred: no defender can be declared, the damage goes to the capital
        { expect: { prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });

  it('a unit moved into its zone enters it too (FAQ: Moving Units)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Black Knights of Morr', as: 'k' }] }, kingdom: { cards: [{ card: 'Pistoliers', as: 'p' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@k', ability: 'moved', illegal: 'first opportunity after its trigger' },
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@p.loc': 'battlefield' } },
        { type: 'use', card: '@k', ability: 'moved' },
        { type: 'target', target: '@m' },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@p' },
        { expect: { prompt: { player: 1, kind: 'assignDamage' } } },
      ],
    });
  });

  it('does not trigger for a unit entering another zone, nor the opponent\'s same zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Savage Marauders', as: 'g' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Knights of Morr', as: 'k' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@g', zone: 'kingdom' }, { type: 'use', card: '@k', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Black Knights of Morr', as: 'k' }] } },
        { resources: 10, hand: [{ card: 'Black Orc Squad', as: 'b' }, 'Mountain Brigade'] },
        ['empire', 'orc'],
      ),
      // P1 gets no window to use the Knights: the opponent's battlefield is not their zone
      decisions: [{ type: 'play', card: '@b', zone: 'battlefield', player: 2 }, { expect: { '@b.loc': 'battlefield', prompt: { player: 2, kind: 'action' } } }],
    });
  });
});
