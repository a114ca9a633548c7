import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// P1 plays it as his turn begins on his own corrupted unit, then restores that unit in his kingdom phase.
const p1 = {
  resources: 1,
  hand: [{ card: 'Corruption of Purity', as: 'c' }, 'Mountain Brigade'],
  kingdom: {
    cards: [
      { card: 'Black Orc Squad', as: 'u', corrupt: true },
      { card: 'Black Orc Squad', as: 'k1' },
      { card: 'Black Orc Squad', as: 'k2' },
      { card: 'Black Orc Squad', as: 'k3' },
      { card: 'Black Orc Squad', as: 'already', corrupt: true },
    ],
  },
  quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] },
};

describe('Corruption of Purity', () => {
  it('when the target is restored this turn, its player corrupts two other units of that zone (not elsewhere)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(p1, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } }, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: '@c' },
        { type: 'target', target: '@u' },
        { expect: { '@c.loc': 'discard', '@k1.corrupt': false } },
        { expect: { phase: 'kingdom' } },
        { type: 'restore', card: '@u' },
        {
          expect: {
            '@u.corrupt': false,
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@k1' }, { type: 'target', target: '@k2' }, { type: 'target', target: '@k3' }],
              exclude: [{ type: 'target', target: '@u' }, { type: 'target', target: '@already' }, { type: 'target', target: '@q' }, { type: 'target', target: '@theirs' }],
            },
          },
        },
        { type: 'target', target: '@k1' },
        { type: 'target', target: '@k3' },
      ],
      expect: { '@k1.corrupt': true, '@k3.corrupt': true, '@k2.corrupt': false, '@q.corrupt': false, '@u.corrupt': false, '@theirs.corrupt': false },
    });
  });

  it('with a single other unit that can be corrupted, that one is corrupted', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { resources: 1, hand: [{ card: 'Corruption of Purity', as: 'c' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u', corrupt: true }, { card: 'Black Orc Squad', as: 'k1' }] } },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@c' }, { type: 'target', target: '@u' }, { type: 'restore', card: '@u' }, { type: 'target', target: '@k1' }],
      expect: { '@k1.corrupt': true, '@u.corrupt': false },
    });
  });

  it('nothing when another unit is restored', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { ...p1, kingdom: { cards: [...p1.kingdom.cards, { card: 'Black Orc Squad', as: 'other', corrupt: true }] } },
        {},
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { type: 'target', target: '@u' },
        { type: 'restore', card: '@other' },
      ],
      expect: { '@other.corrupt': false, '@k1.corrupt': false, '@k2.corrupt': false, '@k3.corrupt': false },
    });
  });

  it('lasts only this turn: restored on the opponent\'s next turn, nothing happens', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Corruption of Purity', as: 'c' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'u', corrupt: true }, { card: 'Mountain Brigade', as: 'k1' }, { card: 'Mountain Brigade', as: 'k2' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@c' },
        { type: 'target', target: '@u' },
        { type: 'pass' },
        { expect: { turn: 4, prompt: { player: 2, kind: 'restore' } } },
        { type: 'restore', card: '@u', player: 2 },
      ],
      expect: { '@u.corrupt': false, '@k1.corrupt': false, '@k2.corrupt': false },
    });
  });

  it('a conditional action: used up by the first restoration (restored again the same turn, nothing more is corrupted)', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { resources: 2, hand: [{ card: 'Corruption of Purity', as: 'c' }, { card: 'Seduced by Darkness', as: 'sd' }, 'Mountain Brigade'] },
        {
          resources: 0,
          hand: [{ card: 'Courage of Aenarion', as: 'ca' }, 'Mountain Brigade'],
          kingdom: {
            cards: [
              { card: 'Lothern Sea Guard', as: 'u', corrupt: true },
              { card: 'Mountain Brigade', as: 'k1' },
              { card: 'Mountain Brigade', as: 'k2' },
              { card: 'Mountain Brigade', as: 'k3' },
              { card: 'Mountain Brigade', as: 'k4' },
            ],
          },
        },
        ['chaos', 'high-elf'],
      ),
      decisions: [
        // P1 plays it on P2's corrupted unit as P2's turn begins
        { type: 'play', card: '@c', player: 1 },
        { type: 'target', target: '@u' },
        { type: 'pass' },
        { type: 'pass' },
        { expect: { '@c.loc': 'discard', prompt: { player: 2, kind: 'restore' } } },
        // P2 restores it in his kingdom phase: P1 corrupts two others there
        { type: 'restore', card: '@u', player: 2 },
        { type: 'target', target: '@k1' },
        { type: 'target', target: '@k2' },
        { expect: { '@k1.corrupt': true, '@k2.corrupt': true, '@u.corrupt': false } },
        // P1 corrupts it again, and P2 restores all his corrupted units: nothing is corrupted this time
        { type: 'pass', player: 2 },
        { type: 'play', card: '@sd' },
        { type: 'target', target: '@u' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { expect: { '@u.corrupt': true } },
        { type: 'play', card: '@ca', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 1 },
        { expect: { '@u.corrupt': false, '@k1.corrupt': false, '@k2.corrupt': false, '@k3.corrupt': false, '@k4.corrupt': false, prompt: { player: 2, kind: 'action' } } },
      ],
    });
  });
});
