import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Return to Glory', () => {
  it('removes tokens equal to a discarded unit\'s printed cost to put it into play in a zone its controller picks', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: 'Return to Glory', as: 'q', tokens: 4 }, { card: 'Ellyrian Elite', questing: '@q' }] },
          discard: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Huntsmen', as: 'h' }, { card: 'Chaos Knights', as: 'k' }],
        },
        { discard: [{ card: 'Savage Marauders', as: 'theirs' }] },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action' },
        // units of your own discard pile whose printed cost the 4 tokens cover: not Chaos Knights (5), not the opponent's
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@h' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@b' },
        // the cost: 3 tokens (Black Orc Squad's printed cost), paid as it is used
        { expect: { '@q.tokens': 1 } },
        // (player 1 could use it again in response: he passes, and it resolves)
        { type: 'pass' },
        // its zone is picked as it resolves, among its controller's own
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'kingdom', owner: 1 },
      ],
      expect: { '@b.loc': 'kingdom', '@b.controller': 1, 'p1.kingdom.units': ['Black Orc Squad'], '@q.tokens': 1 },
    });
  });

  it('a unit of printed cost 0 comes back for no tokens; with nothing affordable it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Return to Glory', as: 'q' }] }, discard: [{ card: 'Peasant Militia', as: 'p' }, { card: 'Huntsmen', as: 'h' }] },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action' },
        // (the only candidate, picked for him: Huntsmen costs 1, there are no tokens)
        { type: 'pass' },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@p.loc': 'battlefield', '@h.loc': 'discard', '@q.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Return to Glory', as: 'q', tokens: 2 }] }, discard: ['Black Orc Squad'] }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@q', ability: 'action', illegal: '' }],
    });
  });

  it('gains a token as your turn begins only while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Return to Glory', as: 'q', tokens: 1 }, { card: 'Ellyrian Elite', questing: '@q' }] } }, {}, ['high-elf', 'orc']),
      decisions: [],
      expect: { '@q.tokens': 2 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Return to Glory', as: 'q', tokens: 1 }, 'Ellyrian Elite'] } }, {}, ['high-elf', 'orc']),
      decisions: [],
      expect: { '@q.tokens': 1 },
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ quest: { cards: [{ card: 'Return to Glory', as: 'q', tokens: 1 }, { card: 'Ellyrian Elite', questing: '@q' }] } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'orc']),
      decisions: [],
      expect: { '@q.tokens': 1 },
    });
  });

  it('a unit with its own zone restriction can only come back there (Defender of the Hold: battlefield only)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Return to Glory', as: 'q', tokens: 1 }] }, discard: [{ card: 'Defender of the Hold', as: 'd' }] },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action' },
        { type: 'pass' },
        // (the battlefield is the only zone it can enter: picked for its controller)
      ],
      expect: { '@d.loc': 'battlefield', '@q.tokens': 0 },
    });
  });
});
