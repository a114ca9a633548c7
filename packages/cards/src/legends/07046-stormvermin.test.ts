import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Stormvermin', () => {
  it('pays 1: the next 2 damage that would be dealt to a unit of yours are dealt to it instead, then it stops', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Stormvermin', as: 'sv' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { resources: 9, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }, { card: 'Chaos Knights', as: 'ck' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@sv', ability: 'action', player: 1 },
        // only units P1 controls
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@sv' }], exclude: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@ns' }] } } },
        { type: 'target', target: '@mb' },
        { expect: { 'p1.resources': 0 } },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.damage': 0, '@sv.damage': 1 } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.damage': 0, '@sv.damage': 2 } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@mb.damage': 1, '@sv.damage': 2 },
    });
  });

  it('a hit of 2 at once is taken whole by it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Stormvermin', as: 'sv' }, { card: 'Mountain Brigade', as: 'mb', corrupt: true }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@sv', ability: 'action', player: 1 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@mb.damage': 0, '@sv.damage': 2 },
    });
  });

  it('cannot be used without a resource', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Stormvermin', as: 'sv' }, 'Mountain Brigade'] } }, {}, ['orc', 'dwarf']),
      decisions: [{ type: 'use', card: '@sv', ability: 'action', illegal: '' }],
    });
  });

  it('once it has left play, the damage stays on the unit it guarded', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, kingdom: { cards: [{ card: 'Stormvermin', as: 'sv', corrupt: true, damage: 2 }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@sv', ability: 'action', player: 1 },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        // the Sorcerer destroys the corrupted, damaged Stormvermin, then hits the Brigade
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@sv' },
        { type: 'pass', player: 2 },
        { expect: { '@sv.loc': 'discard' } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@mb.damage': 1 },
    });
  });

  it('ends with the turn: the next turn, damage to the guarded unit stays there', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Stormvermin', as: 'sv' }, { card: 'Mountain Brigade', as: 'mb' }] } },
        { resources: 0, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@sv', ability: 'action' },
        { type: 'target', target: '@mb' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@mb' },
      ],
      expect: { '@mb.damage': 1, '@sv.damage': 0 },
    });
  });
});
