import { describe, expect, it } from 'vitest';
import { optionsFor, viewFor } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

const oppDeck = [{ card: 'Crooked Teef Goblins', as: 't1' }, { card: 'Squig Herders', as: 't2' }, { card: 'Black Orc Squad', as: 't3' }, { card: 'Chaos Knights', as: 't4' }, 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'];
const cBoard = (zone: 'quest' | 'battlefield' = 'quest') =>
  board({ [zone]: { cards: [{ card: 'Caradryan', as: 'c' }] } }, { deck: oppDeck }, ['high-elf', 'orc']);

describe('Caradryan', () => {
  it("at the start of your turn: the opponent's top 3, one discarded, the others back on top in the order picked", () => {
    expectScenario({
      phase: 'beginTurn',
      players: cBoard(),
      decisions: [
        { expect: { 'prompt.player': 1 } },
        { type: 'mode', index: 1, player: 1 },
        // only the top three; discarding is optional
        { expect: { options: { include: [{ type: 'target', target: '@t1' }, { type: 'target', target: '@t2' }, { type: 'target', target: '@t3' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@t4' }] } } },
        { type: 'target', target: '@t2', player: 1 },
        { expect: { '@t2.loc': 'discard', 'p2.deck': 6, options: { include: [{ type: 'target', target: '@t1' }, { type: 'target', target: '@t3' }], exclude: [{ type: 'target', target: '@t4' }, { type: 'target', target: '@t2' }] } } },
        // t1 back first, t3 (the only one left) after it: t3 is on top
        { type: 'target', target: '@t1', player: 1 },
        { expect: { '@t1.loc': 'deck', '@t3.loc': 'deck', 'p2.deck': 6 } },
        // play on to the opponent's quest phase: he draws 1 card, the top one
        { type: 'pass', player: 1 },
        { expect: { turn: 4, '@t3.loc': 'hand', '@t1.loc': 'deck', '@t4.loc': 'deck' } },
      ],
    });
  });

  it('may keep all three and put them back in any order', () => {
    expectScenario({
      phase: 'beginTurn',
      players: cBoard(),
      decisions: [
        { type: 'mode', index: 1 },
        { type: 'pass', player: 1 },
        { type: 'target', target: '@t1' },
        { expect: { options: { include: [{ type: 'target', target: '@t2' }, { type: 'target', target: '@t3' }], exclude: [{ type: 'target', target: '@t1' }, { type: 'target', target: '@t4' }] } } },
        { type: 'target', target: '@t3' },
        { expect: { 'p2.deck': 7, 'p2.discard': [] } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, '@t2.loc': 'hand', '@t1.loc': 'deck', '@t3.loc': 'deck' } },
      ],
    });
  });

  it('may look at its own deck instead', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: 'Caradryan', as: 'c' }] }, deck: [{ card: 'Chaos Knights', as: 'm1' }, { card: 'Squig Herders', as: 'm2' }, 'Mountain Brigade', { card: 'Black Orc Squad', as: 'm4' }, 'Mountain Brigade', 'Mountain Brigade'] },
        { deck: oppDeck },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'mode', index: 0 },
        { expect: { options: { include: [{ type: 'target', target: '@m1' }, { type: 'target', target: '@m2' }], exclude: [{ type: 'target', target: '@m4' }, { type: 'target', target: '@t1' }] } } },
        { type: 'target', target: '@m1' },
        { expect: { '@m1.loc': 'discard', 'p1.deck': 5, 'p2.deck': 7 } },
      ],
    });
  });

  it('only from the quest zone, and only at the start of its controller\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: cBoard('battlefield'),
      decisions: [{ expect: { phase: 'capital', 'p2.deck': 7, 'p2.discard': [] } }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: cBoard(),
      decisions: [{ expect: { 'prompt.player': 2, 'p2.discard': [], '@t1.loc': 'hand' } }],
    });
  });
  it('the opponent learns nothing of the cards looked at: neither his view nor his options show them', () => {
    const hidden = ['Crooked Teef Goblins', 'Squig Herders', 'Black Orc Squad'];
    const steps = [
      [{ type: 'mode' as const, index: 1, player: 1 as const }],
      [{ type: 'mode' as const, index: 1, player: 1 as const }, { type: 'pass' as const, player: 1 as const }],
      [{ type: 'mode' as const, index: 1, player: 1 as const }, { type: 'pass' as const, player: 1 as const }, { type: 'target' as const, target: '@t1', player: 1 as const }],
    ];
    for (const decisions of steps) {
      const { state } = expectScenario({ phase: 'beginTurn', players: cBoard(), decisions });
      // Caradryan's controller is choosing among them; the opponent has nothing to choose
      expect(state.prompt?.player).toBe(0);
      expect(optionsFor(state, 0).length).toBeGreaterThan(1);
      expect(optionsFor(state, 1)).toEqual([]);
      const theirs = JSON.stringify(viewFor(state, 1));
      for (const name of hidden) expect(theirs).not.toContain(name);
    }
  });
});
