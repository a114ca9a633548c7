import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const use = { type: 'use', card: '@t', ability: 'action' };
const DECK = ['Mountain Brigade', 'Called Back', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Called Back'];

describe('Teclis', () => {
  it('as your turn begins: reveals the top five, plays a revealed tactic at no cost (its target chosen as played), then shuffles', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { resources: 0, deck: DECK, legend: { card: 'Teclis', as: 't' } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        use,
        { expect: { revealed: ['Mountain Brigade', 'Called Back', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'], prompt: { player: 1, kind: 'choose' } } },
        // Called Back's only legal target is taken for it; played free though P1 has no resources
        { type: 'target', target: 'Called Back' },
        { expect: { '@o.loc': 'hand', 'p1.discard': ['Called Back'], log: ['shuffle'] } },
      ],
    });
  });

  it('may play nothing: the deck is still shuffled; a tactic below the top five is not offered', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { deck: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Called Back'], legend: { card: 'Teclis', as: 't' } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        use,
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }] } } },
        { type: 'target', target: 'Called Back', illegal: '' },
        { type: 'pass' },
        { expect: { '@o.loc': 'kingdom', 'p1.discard.count': 0, log: ['shuffle'] } },
      ],
    });
  });

  it('only at the beginning of your turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], deck: DECK, legend: { card: 'Teclis', as: 't' } }, {}, ['high-elf', 'dwarf']),
      decisions: [{ type: 'pass' }, { expect: { phase: 'capital' } }, { ...use, illegal: 'first opportunity after its trigger' }],
    });
  });

  it("not as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ hand: ['Mountain Brigade'], deck: DECK, legend: { card: 'Teclis', as: 't' } }, { hand: ['Mountain Brigade'] }, ['high-elf', 'dwarf']),
      decisions: [
        { expect: { turn: 3, active: 2 } },
        { type: 'pass', player: 2 },
        // P1 had nothing to use in that window, so it went by without him; his own turn then arms it
        { expect: { turn: 4, active: 1, phase: 'beginTurn' } },
      ],
    });
  });
});
