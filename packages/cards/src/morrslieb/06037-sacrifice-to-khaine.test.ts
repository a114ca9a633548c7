import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Sacrifice to Khaine', () => {
  it('the opponent chooses one of his own units, in any zone, and sacrifices it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Sacrifice to Khaine', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@s' },
        {
          expect: {
            prompt: { player: 2, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@q' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@mine' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@q', player: 2 },
      ],
      expect: { '@q.loc': 'discard', '@k.loc': 'kingdom', '@b.loc': 'battlefield', '@mine.loc': 'kingdom', '@s.loc': 'discard' },
    });
  });

  it('with a single unit, that one goes without a question', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Sacrifice to Khaine', as: 's' }, 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@s' }],
      expect: { '@b.loc': 'discard', 'p2.discard': ['Black Orc Squad'] },
    });
  });

  it('may be played when the opponent controls no unit; it then does nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Sacrifice to Khaine', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'mine' }] } },
        { kingdom: { developments: ['Black Orc Squad'] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@s' }],
      expect: { '@s.loc': 'discard', '@mine.loc': 'kingdom', 'p2.kingdom.developments': 1, 'p2.discard': [] },
    });
  });
});
