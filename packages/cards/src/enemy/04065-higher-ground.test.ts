import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Higher Ground', () => {
  it('when a Knight enters play in its zone: that Knight has +1 power until the end of the turn (one use per Knight, in the next window)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 14, hand: [{ card: 'Knights Panther', as: 'k' }, { card: 'Knights Panther', as: 'k2' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Higher Ground', as: 'h' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
        { type: 'play', card: '@k', zone: 'battlefield' },
        { type: 'use', card: '@h', ability: 'action' },
        { type: 'pass' }, // (no response: it resolves)
        { expect: { '@k.power': 2 } },
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
        // a second Knight arms it again; declining (playing something else) loses that use
        { type: 'play', card: '@k2', zone: 'battlefield' },
        { type: 'pass' }, // (no response to its own play)
        { type: 'play', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
        { expect: { '@k2.power': 1, '@k.power': 2 } },
        // (P1 passes through the rest of his turn, attacking nothing)
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { expect: { turn: 4, '@k.power': 1 } },
      ],
    });
  });

  it('does not trigger for a unit without the Knight trait, a Knight entering another zone, or an opponent\'s Knight', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Mountain Brigade', { card: 'Knights Panther', as: 'k' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Higher Ground', as: 'h' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Mountain Brigade', zone: 'battlefield' },
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
        { type: 'play', card: '@k', zone: 'quest' },
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        // (P1's own Knight, with a resource to pay its action, keeps him a choice in P2's windows)
        { resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Higher Ground', as: 'h' }, { card: 'Knights Panther', as: 'mine' }] } },
        { resources: 10, hand: [{ card: 'Knights Panther', as: 'k' }, 'Mountain Brigade'] },
        ['empire', 'empire'],
      ),
      // the opponent's battlefield is not its zone: P1, given his window, has no use of it to offer
      decisions: [
        { type: 'play', card: '@k', zone: 'battlefield', player: 2 },
        { type: 'pass', player: 1 }, // (no response to the play)
        // the Knight is in play, and P1 has the next window
        { expect: { '@k.loc': 'battlefield', prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@mine', ability: 'action' }], exclude: [{ type: 'use', card: '@h', ability: 'action' }] } } },
        { type: 'use', card: '@h', ability: 'action', player: 1, illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('works only while it is in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Knights Panther', as: 'k' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Higher Ground', as: 'h' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@k', zone: 'kingdom' },
        { type: 'use', card: '@h', ability: 'action', illegal: 'works only in the battlefield' },
      ],
      expect: { '@k.power': 1 },
    });
  });

  it('a Knight moved into its zone enters it too (FAQ: Moving Units)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Forced March', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Higher Ground', as: 'h' }] }, kingdom: { cards: [{ card: 'Knights Panther', as: 'k' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        // (the Knight is the only unit: it is the target)
        { type: 'play', card: 'Forced March' },
        { type: 'pass' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@k.loc': 'battlefield' } },
        { type: 'use', card: '@h', ability: 'action', illegal: 'first opportunity after its trigger' },
        { type: 'use', card: '@h', ability: 'moved' },
        { type: 'pass' },
      ],
      expect: { '@k.power': 2 },
    });
    // a Knight moved out of its zone does not arm it
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Forced March', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Higher Ground', as: 'h' }, { card: 'Knights Panther', as: 'k' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Forced March' },
        { type: 'pass' },
        { type: 'target', target: 'kingdom', owner: 1 },
        { expect: { '@k.loc': 'kingdom', options: { exclude: [{ type: 'use', card: '@h', ability: 'moved' }, { type: 'use', card: '@h', ability: 'action' }] } } },
      ],
      expect: { '@k.power': 1 },
    });
  });
});
