import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Battle Pilgrims', () => {
  it('is sacrificed to destroy a target corrupted unit (either player\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Battle Pilgrims', as: 'b' }, { card: 'Huntsmen', as: 'mine', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k', corrupt: true }, { card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@b', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@o' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.loc': 'discard', '@b.loc': 'discard', '@o.loc': 'kingdom', '@mine.loc': 'kingdom' },
    });
  });

  it('stays sacrificed when its target is gone as it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Battle Pilgrims', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k', corrupt: true }, { card: 'Battle Pilgrims', as: 'theirs' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@b', ability: 'action' },
        { expect: { '@b.loc': 'discard' } },
        // in response, the opponent's own Pilgrims destroy that same unit first
        { type: 'use', card: '@theirs', ability: 'action', player: 2 },
        { type: 'pass' },
      ],
      expect: { '@k.loc': 'discard', '@theirs.loc': 'discard', '@b.loc': 'discard' },
    });
  });

  it('cannot be used with no corrupted unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Battle Pilgrims', as: 'b' }] } }, { kingdom: { cards: ['Chaos Knights'] } }, ['empire', 'chaos']),
      decisions: [{ type: 'use', card: '@b', ability: 'action', illegal: '' }],
      expect: { '@b.loc': 'kingdom' },
    });
  });
});
