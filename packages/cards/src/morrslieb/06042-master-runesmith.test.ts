import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Master Runesmith', () => {
  it('gains a token when you develop from hand (once per trigger; not for the opponent)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Master Runesmith', as: 'r' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@r', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@r', ability: 'action' },
        { expect: { '@r.tokens': 1 } },
        { type: 'use', card: '@r', ability: 'action', illegal: '' },
      ],
      expect: { '@r.tokens': 1 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Master Runesmith', as: 'r' }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['dwarf', 'orc']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@r.tokens': 0, options: { exclude: [{ type: 'use', card: '@r', ability: 'action' }] } } },
      ],
    });
  });

  it('developments put in from the deck by an effect, and units played from hand, give no token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 9,
          hand: [{ card: 'Wake the Mountain', as: 't' }, { card: 'Mountain Brigade', as: 'mb' }],
          deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Master Runesmith', as: 'r' }] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@mb', zone: 'kingdom' },
        { type: 'pass', player: 1 }, // the unit on the chain resolves
        { expect: { '@mb.loc': 'kingdom', options: { exclude: [{ type: 'use', card: '@r', ability: 'action' }] } } },
        { type: 'play', card: '@t' },
        { type: 'mode', index: 0 },
        { expect: { 'p1.kingdom.developments': 3, options: { exclude: [{ type: 'use', card: '@r', ability: 'action' }] } } },
      ],
      expect: { '@r.tokens': 0 },
    });
  });

  it('its tokens pay for a tactic from hand (he chooses how to pay), not for a unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: 'Wake the Mountain', as: 't' }, 'Dwarf Ranger', 'Mountain Brigade'], deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Master Runesmith', as: 'r', tokens: 3 }, 'Mountain Brigade'] } },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        // with no resources, a unit cannot be paid for with the tokens; the 3-cost tactic can
        { type: 'play', card: 'Dwarf Ranger', zone: 'kingdom', illegal: 'resources' },
        { type: 'play', card: '@t' },
        { expect: { prompt: { player: 1, kind: 'pay' }, options: { include: [{ type: 'target', target: '@r' }], exclude: [{ type: 'pass' }] } } },
        { type: 'target', target: '@r' },
        { type: 'target', target: '@r' },
        { type: 'target', target: '@r' },
        { expect: { '@r.tokens': 0, prompt: { player: 1, kind: 'choose' } } },
        { type: 'mode', index: 0 },
      ],
      expect: { '@t.loc': 'discard', '@r.tokens': 0, 'p1.kingdom.developments': 3, 'p1.resources': 0 },
    });
  });

  it("its tokens pay no Action's cost of a card in play", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Master Runesmith', as: 'r', tokens: 3 }] }, quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: ['Black Orc Squad'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'use', card: '@ns', ability: 'action', illegal: '' }],
      expect: { '@r.tokens': 3 },
    });
  });

  it('he may mix tokens and resources: one token, the rest from his pool', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Wake the Mountain', as: 't' }], deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Master Runesmith', as: 'r', tokens: 3 }] } },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@t' },
        { type: 'target', target: '@r' },
        { type: 'pass', player: 1 },
        { expect: { '@r.tokens': 2, 'p1.resources': 0 } },
      ],
    });
  });
});
