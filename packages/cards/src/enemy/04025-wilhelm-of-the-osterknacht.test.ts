import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Wilhelm of the Osterknacht', () => {
  it('when it attacks, moves a target unit out of the defending zone into another zone of its controller', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Savage Gors', as: 'q' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@w' },
        { type: 'use', card: '@w', ability: 0 },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@w' }] } } },
        { type: 'target', target: '@m' },
        { expect: { options: { include: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { '@m.loc': 'quest', '@m.controller': 2, prompt: { player: 2, kind: 'declareDefenders' }, options: { exclude: [{ type: 'defender', card: '@m' }] } } },
      ],
    });
  });

  it('cannot be used when it was not declared as an attacker', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Wilhelm of the Osterknacht', as: 'w' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@w', ability: 0, illegal: 'right after its trigger' }],
    });
  });
});
