import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Innovation (Assault on Ulthuan)', () => {
  it('gains a resource for each development in your kingdom only (not your other zones, not the opponent\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 1,
          hand: ['03057', 'Mountain Brigade'],
          kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] },
          battlefield: { developments: ['Mountain Brigade'] },
        },
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [{ type: 'play', card: '03057' }],
      expect: { 'p1.resources': 4, 'p1.discard': ['Innovation'] },
    });
  });

  it('can be played in the opponent\'s turn too', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['03057'], kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } }, { hand: ['Mountain Brigade'] }),
      decisions: [{ type: 'pass', player: 2 }, { type: 'play', card: '03057', player: 1 }, { expect: { 'p1.resources': 2, active: 2 } }],
    });
  });

  it('cannot be played with no development in your kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['03057', 'Mountain Brigade'], quest: { developments: ['Mountain Brigade'] } }, { kingdom: { developments: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: '03057', illegal: 'could not resolve' }],
    });
  });
});
