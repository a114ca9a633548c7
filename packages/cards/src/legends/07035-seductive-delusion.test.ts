import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Seductive Delusion', () => {
  it('corrupts the first target unit, then deals damage equal to its power to the second', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Seductive Delusion'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'dz' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Seductive Delusion' },
        // any unit, either player's
        { expect: { options: { include: [{ type: 'target', target: '@dz' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }] } } },
        { type: 'target', target: '@ck' },
        // another unit: not the first
        { expect: { options: { include: [{ type: 'target', target: '@dz' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@mb' },
      ],
      // the Knights have power 3
      expect: { '@ck.corrupt': true, '@mb.damage': 3, '@ck.damage': 0, 'p1.resources': 0 },
    });
  });

  it('needs two units in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Seductive Delusion', 'Mountain Brigade'] }, { kingdom: { cards: ['Chaos Knights'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Seductive Delusion', illegal: '' }],
    });
  });

  it('when the first unit has left play before it resolves, no damage is dealt', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Seductive Delusion', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, 'Dark Zealot'] } },
        { resources: 3, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Dark Zealot', as: 'dz', damage: 2 }] } },
        ['chaos', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Seductive Delusion' },
        { type: 'target', target: '@dz' },
        { type: 'target', target: '@mb' },
        // in response P2 destroys his own Zealot
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@dz' },
        { type: 'pass', player: 1 },
        { expect: { '@dz.loc': 'discard' } },
      ],
      expect: { '@mb.damage': 0 },
    });
  });

  it('an already corrupt first target is not corrupted again, so nothing follows: no damage', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Seductive Delusion'], kingdom: { cards: ['Dark Zealot'] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck', corrupt: true }, { card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Seductive Delusion' },
        { type: 'target', target: '@ck' },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@ck.corrupt': true, '@mb.damage': 0, 'p1.resources': 0 },
    });
  });
});
