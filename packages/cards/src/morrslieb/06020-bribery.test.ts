import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bribery', () => {
  it('targets a unit or support in a zone without developments (either player\'s), not one where a development is; its power is 0 for the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Bribery', 'Mountain Brigade'] },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Boar Pen', as: 'pen' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'safe' }, { card: 'Boar Pen', as: 'safePen' }], developments: ['Mountain Brigade'] },
        },
      ),
      decisions: [
        { type: 'play', card: 'Bribery' },
        { type: 'target', target: '@safe', illegal: '' },
        { type: 'target', target: '@safePen', illegal: '' },
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@pen' }] } } },
        { type: 'target', target: '@o' },
        // the opponent has nothing to respond with: it resolves at once
        { expect: { '@o.power': 0, '@safe.power': 1, '@pen.power': 1, 'p1.resources': 0 } },
      ],
    });
  });

  it('a support loses its power too', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Bribery', 'Mountain Brigade'] }, { kingdom: { cards: [{ card: 'Boar Pen', as: 'pen' }] } }),
      decisions: [
        { type: 'play', card: 'Bribery' }, // its only candidate is chosen for it
        { expect: { '@pen.power': 0 } },
      ],
    });
  });

  it('lasts the turn even once a development is played into the zone, and ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Bribery', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, battlefield: { cards: ['Huntsmen'] } }, {}),
      decisions: [
        { type: 'play', card: 'Bribery' },
        { type: 'target', target: '@b' },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { '@b.power': 0, 'p1.kingdom.developments': 1, phase: 'battlefield' } },
        { type: 'pass' }, // no attack
        { expect: { turn: 4, '@b.power': 1 } },
      ],
    });
  });
});
