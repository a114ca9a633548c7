import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Burn it Down', () => {
  it('destroys a target support whose printed cost is at most your battlefield developments', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Burn it Down'], battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Armoury', as: 'a' }, { card: 'Contested Stronghold', as: 'c' }] } },
      ),
      decisions: [{ type: 'play', card: 'Burn it Down' }], // the only cheap enough support is chosen for you
      expect: { '@a.loc': 'discard', '@c.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('has no legal target when every support costs more than X', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Burn it Down'], battlefield: { developments: ['Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } }, {
        kingdom: { cards: ['Armoury'] },
      }),
      decisions: [{ type: 'play', card: 'Burn it Down', illegal: 'no legal target' }],
    });
  });
});
