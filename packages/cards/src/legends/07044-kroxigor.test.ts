import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Kroxigor', () => {
  it('pays 1 and a card from hand: the next 1 damage that would be dealt to it is cancelled, then it stops', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ['Mountain Brigade', { card: 'Skink Skirmishers', as: 'ss' }], kingdom: { cards: [{ card: 'Kroxigor', as: 'kx' }] } },
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@kx', ability: 'action', player: 1 },
        // he chooses which card of his hand to discard
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@ss' },
        { expect: { 'p1.resources': 0, 'p1.hand': ['Mountain Brigade'], 'p1.discard': ['Skink Skirmishers'] } },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@kx' },
        { type: 'pass', player: 2 },
        { expect: { '@kx.damage': 0 } },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@kx' },
        // the point dealt to it: Savage 2 offers P1 a target
        { expect: { '@kx.damage': 1, prompt: { player: 1, kind: 'choose' } } },
      ],
      expect: { '@kx.damage': 1 },
    });
  });

  it('cannot be used with an empty hand, nor without a resource', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: [], kingdom: { cards: [{ card: 'Kroxigor', as: 'kx' }] } }, {}, ['lizardmen', 'orc']),
      decisions: [{ type: 'use', card: '@kx', ability: 'action', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Kroxigor', as: 'kx' }] } }, {}, ['lizardmen', 'orc']),
      decisions: [{ type: 'use', card: '@kx', ability: 'action', illegal: '' }],
    });
  });

  it('of a hit of 2, only 1 point is cancelled', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Kroxigor', as: 'kx', corrupt: true }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@kx', ability: 'action', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@kx' },
        // the point dealt to it: Savage 2 offers P1 a target
        { expect: { '@kx.damage': 1, prompt: { player: 1, kind: 'choose' } } },
      ],
      expect: { '@kx.damage': 1 },
    });
  });

  it('ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Kroxigor', as: 'kx' }] } },
        { resources: 0, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'use', card: '@kx', ability: 'action' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'use', card: '@ns', ability: 'action', player: 2 },
        { type: 'target', target: '@kx' },
      ],
      expect: { '@kx.damage': 1 },
    });
  });
});
