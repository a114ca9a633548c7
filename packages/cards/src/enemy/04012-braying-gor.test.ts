import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = (as: string) => ({ type: 'use', card: as, ability: 'action' });

describe('Braying Gor', () => {
  it('corrupting it (the cost) makes the following Chaos unit of its player this turn 1 cheaper; the one after that pays full price', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 20, hand: [{ card: 'Chaos Knights', as: 'k1' }, { card: 'Chaos Knights', as: 'k2' }], kingdom: { cards: [{ card: 'Braying Gor', as: 'g' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        use('@g'),
        { expect: { '@g.corrupt': true, 'p1.resources': 20 } },
        // Chaos Knights: 5, loyalty matched by the capital and the Gor: 4 paid
        { type: 'play', card: '@k1', zone: 'kingdom' },
        { expect: { 'p1.resources': 16 } },
        { type: 'play', card: '@k2', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 11 },
    });
  });

  it('a non-Chaos unit played meanwhile pays full price and leaves the reduction waiting', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 20, hand: [{ card: 'Shades', as: 'n' }, { card: 'Chaos Knights', as: 'k' }], kingdom: { cards: [{ card: 'Braying Gor', as: 'g' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        use('@g'),
        { type: 'play', card: '@n', zone: 'kingdom' },
        { expect: { 'p1.resources': 17 } },
        { type: 'play', card: '@k', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 13 },
    });
  });

  it('never below a cost of 1: two reductions on a 2-cost Chaos unit leave it at 1 (plus its loyalty)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 20, hand: [{ card: 'Braying Gor', as: 'new' }], kingdom: { cards: [{ card: 'Braying Gor', as: 'g1' }, { card: 'Braying Gor', as: 'g2' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [use('@g1'), use('@g2'), { type: 'play', card: '@new', zone: 'quest' }],
      // cost 2 - 2, stopped at 1; loyalty 2 matched by the symbols in play
      expect: { 'p1.resources': 19, '@g1.corrupt': true, '@g2.corrupt': true },
    });
  });

  it('cannot be used while corrupted (its cost cannot be paid)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 20, hand: ['Chaos Knights'], kingdom: { cards: [{ card: 'Braying Gor', as: 'g', corrupt: true }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ ...use('@g'), illegal: 'corrupt' }],
    });
  });

  it('the reduction lapses at the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      turn: 3,
      players: board({ hand: [{ card: 'Chaos Knights', as: 'k' }], kingdom: { cards: [{ card: 'Braying Gor', as: 'g' }, 'Chaos Knights'] } }, {}, ['chaos', 'dwarf']),
      decisions: [
        use('@g'),
        { type: 'pass' },
        // turn 4 is P2's: he draws a card and passes
        { type: 'pass', player: 2 },
        // turn 5: P1 declines to restore the Gor, collects 3 + 1 + 3 = 7 resources (full price next: 5)
        { type: 'pass' },
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 7 } },
        { type: 'play', card: '@k', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 2 },
    });
  });
});
