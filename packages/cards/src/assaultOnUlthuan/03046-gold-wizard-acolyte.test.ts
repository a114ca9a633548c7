import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gold Wizard Acolyte', () => {
  it('when it attacks, one target unit cannot defend against that attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Gold Wizard Acolyte', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'use', card: '@g', ability: 0 },
        { type: 'target', target: '@m' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@b' }], exclude: [{ type: 'defender', card: '@m' }] } } },
      ],
    });
  });

  it('can be used only right after it is declared as an attacker', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Gold Wizard Acolyte', as: 'g' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@g', ability: 0, illegal: 'right after its trigger' }],
    });
  });
});
