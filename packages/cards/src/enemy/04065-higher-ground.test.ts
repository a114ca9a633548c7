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
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Higher Ground', as: 'h' }] } },
        { resources: 10, hand: [{ card: 'Knights Panther', as: 'k' }, 'Mountain Brigade'] },
        ['empire', 'empire'],
      ),
      // P1 gets no window to use it: the opponent's battlefield is not its zone
      decisions: [{ type: 'play', card: '@k', zone: 'battlefield', player: 2 }, { expect: { '@k.loc': 'battlefield', prompt: { player: 2, kind: 'action' } } }],
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
  });
});
