import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const setup = (p1 = {}) =>
  board(
    { resources: 1, battlefield: { cards: [{ card: 'Disgraced Champion', as: 'd' }, { card: 'Mountain Brigade', as: 'm' }] }, ...p1 },
    { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }, { card: 'Black Orc Squad', as: 'o' }] } },
    ['chaos', 'chaos'],
  );

describe('Disgraced Champion', () => {
  it('when destroyed, the player who controlled it may have a target unit (either player\'s) dealt 2 damage', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: setup(),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@d' },
        {
          expect: {
            '@d.loc': 'discard',
            prompt: { player: 1, kind: 'action' },
            options: { include: [{ type: 'use', card: '@d', ability: 'action' }] },
          },
        },
        { type: 'use', card: '@d', ability: 'action', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@m' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@o' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@o.damage': 2 },
    });
  });

  it('is optional and only at the first opportunity: passed, the chance is gone', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: setup(),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@d' },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
      ],
      expect: { '@o.damage': 0 },
    });
  });

  it('is not armed while it stays in play, nor by another unit being destroyed', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: setup({ battlefield: { cards: [{ card: 'Disgraced Champion', as: 'd' }, { card: 'Mountain Brigade', as: 'm', damage: 5 }] } }),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@m' },
        { expect: { '@m.loc': 'discard', options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
      ],
    });
  });

  it('is not armed when it is sacrificed rather than destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'My Life For The Hold!', as: 'l' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Disgraced Champion', as: 'd' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // (the Champion is P1's only unit: it is the sacrifice paid for the tactic)
        { type: 'play', card: '@l' },
        { expect: { '@d.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
      ],
      expect: { '@o.damage': 0 },
    });
  });
});
