import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// On a Dark Elf capital its full cost is 4 + (2 loyalty - 1 symbol) = 5.
const sBoard = (resources: number, enemyCorrupt: number, ownCorrupt = 0) =>
  board(
    {
      resources,
      hand: [{ card: 'Dark Sorceress', as: 's' }, 'Mountain Brigade'],
      kingdom: { cards: Array.from({ length: ownCorrupt }, () => ({ card: 'Mountain Brigade', corrupt: true })) },
    },
    {
      kingdom: { cards: [...Array.from({ length: enemyCorrupt }, () => ({ card: 'Mountain Brigade', corrupt: true })), 'Mountain Brigade'] },
    },
    ['dark-elf', 'dwarf'],
  );

describe('Dark Sorceress', () => {
  it('costs 1 less for each corrupted unit of the opponent', () => {
    expectScenario({
      players: sBoard(3, 2),
      decisions: [{ type: 'play', card: '@s', zone: 'battlefield' }],
      expect: { 'p1.resources': 0, 'p1.battlefield.units': ['Dark Sorceress'] },
    });
  });

  it('uncorrupted enemy units and your own corrupted units do not lower it', () => {
    expectScenario({
      players: sBoard(3, 1, 2),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: '@s', zone: 'battlefield' }] } } },
        { type: 'play', card: '@s', zone: 'battlefield', illegal: 'costs 4' },
      ],
    });
  });

  it('lowers only its printed cost: with more corrupted enemy units than that, its loyalty cost is still paid', () => {
    // 5 corrupted enemy units: printed 4 goes to 0 (not below), the 1 loyalty stays
    expectScenario({
      players: sBoard(1, 5),
      decisions: [{ type: 'play', card: '@s', zone: 'battlefield' }],
      expect: { 'p1.resources': 0, 'p1.battlefield.units': ['Dark Sorceress'] },
    });
    expectScenario({
      players: sBoard(0, 5),
      decisions: [{ type: 'play', card: '@s', zone: 'battlefield', illegal: 'costs 1' }],
    });
  });

  it('costs its full price with no corrupted enemy unit', () => {
    expectScenario({
      players: sBoard(5, 0),
      decisions: [{ type: 'play', card: '@s', zone: 'kingdom' }],
      expect: { 'p1.resources': 0, 'p1.kingdom.units': ['Dark Sorceress'] },
    });
  });
});
