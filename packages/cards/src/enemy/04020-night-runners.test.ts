import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Night Runners', () => {
  it('corrupting itself, it makes the opponent take as much indirect damage as it has power, which he assigns', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Night Runners', as: 'n' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'use', card: '@n', ability: 'action' },
        { expect: { '@n.corrupt': true, prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@m.damage': 1, 'p2.kingdom.damage': 0 },
    });
  });

  it('reads its power as it resolves: with its power lowered to 0 it deals nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Do You Know Who I Am?', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Night Runners', as: 'n' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'use', card: '@n', ability: 'action' },
        // in response (resolving first) its power goes to 0
        { type: 'play', card: 'Do You Know Who I Am?' },
      ],
      expect: { '@n.corrupt': true, '@n.power': 0, '@m.damage': 0, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
  });

  it('cannot be used while its power is 0 (it could deal nothing)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Do You Know Who I Am?', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Night Runners', as: 'n' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Do You Know Who I Am?' },
        { type: 'pass' },
        { expect: { '@n.power': 0, chain: 0 } },
        { type: 'use', card: '@n', ability: 'action', illegal: 'could not resolve' },
      ],
      expect: { '@n.corrupt': false, '@n.power': 0 },
    });
  });

  it('cannot be used while corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Night Runners', as: 'n', corrupt: true }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@n', ability: 'action', illegal: 'corrupt' }],
    });
  });
});
