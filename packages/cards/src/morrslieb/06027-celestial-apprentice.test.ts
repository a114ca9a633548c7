import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Celestial Apprentice', () => {
  it('when a unit in its zone is dealt exactly 1 damage, its controller may deal 1 damage to a unit in a zone of that name', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Celestial Apprentice', as: 'ca' }, { card: 'Mountain Brigade', as: 'mb' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'qmb' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { expect: { '@mb.damage': 1, prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@ca', ability: 'action' }] } } },
        { type: 'use', card: '@ca', ability: 'action', player: 1 },
        // units in either kingdom (the damaged one and itself too); not quest units
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mb' }, { type: 'target', target: '@ca' }], exclude: [{ type: 'target', target: '@qmb' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@ck' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@ck.damage': 1, '@mb.damage': 1 },
    });
  });

  it('is optional and only at the first opportunity', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Celestial Apprentice', as: 'ca' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@ca', ability: 'action' }] } } },
      ],
      expect: { '@ck.damage': 0 },
    });
  });

  it('is not armed by 2 damage at once, by a unit of another zone, nor by an opponent\'s unit in his zone of that name', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Celestial Apprentice', as: 'ca' }, { card: 'Mountain Brigade', as: 'mb', corrupt: true }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'qmb' }] } },
        { resources: 9, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.damage': 2, prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@qmb' },
        { type: 'pass', player: 2 },
        { expect: { '@qmb.damage': 1, prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@ck' },
        { expect: { '@ck.damage': 1, options: { exclude: [{ type: 'use', card: '@ca', ability: 'action' }] } } },
      ],
    });
  });

  it('a unit of its zone destroyed by that 1 damage still arms it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Celestial Apprentice', as: 'ca' }, { card: 'Mountain Brigade', as: 'mb', damage: 5 }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] }, kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { expect: { '@mb.loc': 'discard', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@ca', ability: 'action' }] } } },
        { type: 'use', card: '@ca', ability: 'action', player: 1 },
        { type: 'target', target: '@ck' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@ck.damage': 1 },
    });
  });
});
