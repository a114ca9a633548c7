import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const oath = (discard: string[]) =>
  board(
    {
      resources: 6,
      hand: [{ card: 'The Slayer Oath', as: 'o' }, 'Mountain Brigade'],
      discard,
      battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] },
      kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] },
    },
    { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'theirs' }] }, discard: ['Black Orc Squad', 'Black Orc Squad'] },
    ['dwarf', 'orc'],
  );

describe('The Slayer Oath', () => {
  it('your unit gets +1 power per unit card in your own discard pile, until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: oath(['Mountain Brigade', 'Dark Zealot', 'Tear of Isha', 'Black Orc Squad']),
      decisions: [
        { type: 'play', card: '@o' },
        // only your own units are targets
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@k' }], exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@m' },
        // three unit cards; the tactic in the pile and the opponent's pile do not count, nor the Oath itself
        { expect: { '@m.power': 5, '@k.power': 2 } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, '@m.power': 2 },
    });
  });

  it('with no unit card in your discard pile it gives nothing', () => {
    expectScenario({
      phase: 'capital',
      players: oath([]),
      decisions: [{ type: 'play', card: '@o' }, { type: 'target', target: '@k' }],
      expect: { '@k.power': 2 },
    });
  });
});
