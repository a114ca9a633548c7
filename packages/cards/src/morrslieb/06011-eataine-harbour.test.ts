import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Eataine Harbour', () => {
  it('units in a zone without developments lose their Actions', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        { kingdom: { cards: ['Eatine Harbour'] } },
      ),
      decisions: [{ type: 'use', card: '@r', ability: 0, illegal: 'lost its Actions' }],
    });
  });

  it('a development in the zone keeps them', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Eatine Harbour'] } },
      ),
      decisions: [{ type: 'use', card: '@r', ability: 0 }],
      expect: { '@r.power': 2 },
    });
  });

  it('units in a zone without developments lose their Forced effects', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: [{ card: 'River Troll', as: 't', damage: 2 }] }, kingdom: { cards: ['Eatine Harbour'] } }),
      decisions: [{ expect: { '@t.damage': 2 } }],
    });
  });
});
