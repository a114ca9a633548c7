import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Ungor Raiders', () => {
  it("once it has left play, the player who controlled it may destroy a target development, either player's", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Ungor Raiders', as: 'ur', corrupt: true }], developments: [{ card: 'Troll Vomit', as: 'mine' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }], developments: [{ card: 'Chaos Knights', as: 'd1' }] }, battlefield: { developments: [{ card: 'Mountain Brigade', as: 'd2' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@ur' },
        { expect: { '@ur.loc': 'discard', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@ur', ability: 'action', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@mine' }, { type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }] } } },
        { type: 'target', target: '@d1' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@d1.loc': 'discard', '@d2.loc': 'battlefield', '@mine.loc': 'kingdom' },
    });
  });

  it('is optional, only at the first opportunity, and not armed while it stays in play', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Ungor Raiders', as: 'ur', corrupt: true }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }], developments: [{ card: 'Chaos Knights', as: 'd1' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@ur' },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@ur', ability: 'action' }] } } },
      ],
      expect: { '@d1.loc': 'quest' },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Ungor Raiders', as: 'ur' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }], developments: [{ card: 'Chaos Knights', as: 'd1' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@ur' },
        { expect: { '@ur.loc': 'kingdom', options: { exclude: [{ type: 'use', card: '@ur', ability: 'action' }] } } },
      ],
    });
  });

  it('with no development in play it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Ungor Raiders', as: 'ur', corrupt: true }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@ur' },
        // nothing to target: P1 is not even asked
        { expect: { '@ur.loc': 'discard', prompt: { player: 2, kind: 'action' } } },
      ],
    });
  });
});
