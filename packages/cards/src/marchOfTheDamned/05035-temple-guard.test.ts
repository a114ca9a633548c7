import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Temple Guard', () => {
  it('pays 1: the next 2 damage that would be dealt to one unit of yours go to another unit of yours, then it stops', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Temple Guard', as: 'tg' }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Black Orc Squad', as: 'bos' }] } },
        { resources: 9, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }, { card: 'Chaos Knights', as: 'ck' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@tg', ability: 'action', player: 1 },
        // only units P1 controls
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@tg' }], exclude: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@mb' },
        // the second target: another unit of P1's
        { expect: { options: { include: [{ type: 'target', target: '@bos' }, { type: 'target', target: '@tg' }], exclude: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@ck' }] } } },
        { type: 'target', target: '@bos' },
        { expect: { 'p1.resources': 0 } },
        { type: 'pass', player: 2 },
        // three hits of 1 on the Brigade: the first two go to the Squad, the third stays
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.damage': 0, '@bos.damage': 1 } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.damage': 0, '@bos.damage': 2 } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@mb.damage': 1, '@bos.damage': 2 },
    });
  });

  it('cannot be used without a resource, nor with a single unit of yours', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Temple Guard', as: 'tg' }, 'Mountain Brigade'] } }, {}, ['lizardmen', 'orc']),
      decisions: [{ type: 'use', card: '@tg', ability: 'action', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Temple Guard', as: 'tg' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['lizardmen', 'orc']),
      decisions: [{ type: 'use', card: '@tg', ability: 'action', illegal: '' }],
    });
  });

  it('once the second unit has left play, the damage stays on the first', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Temple Guard', as: 'tg' }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Skink Skirmishers', as: 'sk', corrupt: true }] } },
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@tg', ability: 'action', player: 1 },
        { type: 'target', target: '@mb' },
        { type: 'target', target: '@sk' },
        { type: 'pass', player: 2 },
        // the Sorcerer destroys the corrupted Skink (2 damage), then hits the Brigade
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@sk' },
        { type: 'pass', player: 2 },
        { expect: { '@sk.loc': 'discard' } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@mb.damage': 1 },
    });
  });

  it('ends with the turn: the next turn, damage to the first unit stays there', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Temple Guard', as: 'tg' }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Black Orc Squad', as: 'bos' }] } },
        { resources: 0, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@tg', ability: 'action' },
        { type: 'target', target: '@mb' },
        { type: 'target', target: '@bos' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        // P2's turn: his kingdom gives him resources; the Sorcerer hits the Brigade
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@mb.damage': 1, '@bos.damage': 0 },
    });
  });
  it('a single hit of 3 is split: 2 go to the second unit, the third stays on the first', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Temple Guard', as: 'tg' }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Black Orc Squad', as: 'bos' }] } },
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Loqtza', as: 'l' }, 'Skink Skirmishers', 'Skink Skirmishers'] } },
        ['lizardmen', 'lizardmen'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@tg', ability: 'action', player: 1 },
        { type: 'target', target: '@mb' },
        { type: 'target', target: '@bos' },
        { type: 'pass', player: 2 },
        // Loqtza with two Skinks beside him: 3 damage at once to the Brigade
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@mb.damage': 1, '@bos.damage': 2 },
    });
  });
});
