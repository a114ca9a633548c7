import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const P2 = { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, battlefield: { cards: [{ card: 'Great Unclean One', as: 'guo' }] } };

describe('Doombull', () => {
  it('once it has left play, the player who controlled it may deal 4 damage to a unit in a zone named as the one it left', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Doombull', as: 'db', corrupt: true }, { card: 'Chaos Knights', as: 'ck' }] }, quest: { cards: [{ card: 'Chaos Knights', as: 'qck' }] } },
        P2,
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@db' },
        { expect: { '@db.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@db', ability: 'action' }] } } },
        { type: 'use', card: '@db', ability: 'action', player: 1 },
        // units in either battlefield; not a quest unit
        { expect: { options: { include: [{ type: 'target', target: '@guo' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'target', target: '@qck' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@guo' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@guo.damage': 4, '@ck.damage': 0 },
    });
  });

  it('is optional and only at the first opportunity; it is not armed while it stays in play', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Doombull', as: 'db', corrupt: true }] } }, P2, ['chaos', 'chaos']),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@db' },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@db', ability: 'action' }] } } },
      ],
      expect: { '@guo.damage': 0 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Doombull', as: 'db' }] } }, P2, ['chaos', 'chaos']),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@db' },
        { expect: { '@db.damage': 1, '@db.loc': 'battlefield', options: { exclude: [{ type: 'use', card: '@db', ability: 'action' }] } } },
      ],
    });
  });
});
