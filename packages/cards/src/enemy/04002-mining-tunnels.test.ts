import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mining Tunnels', () => {
  it('when you play a development from your hand, you may use it to draw a card (only then)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Dwarf Ranger'], kingdom: { cards: [{ card: 'Mining Tunnels', as: 't' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { 'p1.hand.count': 1 } },
        { type: 'use', card: '@t', ability: 'action' },
      ],
      expect: { 'p1.hand.count': 2, 'p1.deck': 9, 'p1.quest.developments': 1 },
    });
  });

  it('is optional: passing on it draws nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Dwarf Ranger'], kingdom: { cards: [{ card: 'Mining Tunnels', as: 't' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass' },
        { expect: { 'p1.hand.count': 1, 'p1.deck': 10 } },
      ],
    });
  });

  it("is not triggered by the opponent's development", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      // (P1 holds a unit he may play at any time, so he gets to act after P2's development)
      players: board({ resources: 9, hand: ['Gryphon Legionnaire'], kingdom: { cards: [{ card: 'Mining Tunnels', as: 't' }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, 'p1.deck': 10, options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
      ],
    });
  });

  it('is not triggered by a card an effect puts facedown as a development (Dwarf Slaves): that is not playing one from hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 9, hand: [{ card: 'Dwarf Slaves', as: 's' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mining Tunnels', as: 't' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: '@s', zone: 'quest' },
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { 'p1.quest.developments': 1, 'p1.deck': 9, options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
      ],
    });
  });
});
