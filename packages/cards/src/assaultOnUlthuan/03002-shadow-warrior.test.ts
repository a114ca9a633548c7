import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Shadow Warrior', () => {
  it('at the start of its controller\'s turn the opponent chooses one of his battlefield units to take 1 damage', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: [{ card: 'Shadow Warrior', as: 'sw' }, { card: 'Mountain Brigade', as: 'mine' }] } },
        {
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] },
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] },
        },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        {
          expect: {
            prompt: { player: 2, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@mine' }, { type: 'target', target: '@sw' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@b', player: 2 },
        { expect: { '@b.damage': 1, '@a.damage': 0, '@k.damage': 0, '@mine.damage': 0, '@sw.damage': 0 } },
      ],
    });
  });

  it('does nothing when the opponent has no battlefield unit', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { battlefield: { cards: [{ card: 'Shadow Warrior', as: 'sw' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [],
      expect: { '@k.damage': 0, '@sw.damage': 0, phase: 'capital' },
    });
  });

  it('does not trigger at the beginning of the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Shadow Warrior', as: 'sw' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ expect: { phase: 'capital', '@a.damage': 0, '@sw.damage': 0 } }],
    });
  });

  it('works from any zone (no zone restriction)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: 'Shadow Warrior', as: 'sw' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'a' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ expect: { '@a.damage': 1 } }],
    });
  });
});
