import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const elfBoard = () =>
  board(
    {
      battlefield: { cards: [{ card: 'Frenzied Witch Elf', as: 'fwe' }, { card: 'Shades', as: 'other' }] },
      deck: [{ card: 'Shades', as: 'm1' }, { card: 'Dark Zealot', as: 'm2' }, { card: 'Squig Herders', as: 'm3' }, 'Mountain Brigade'],
    },
    { deck: [{ card: 'Dwarf Ranger', as: 't1' }, { card: 'Black Orc Squad', as: 't2' }, { card: 'Squig Herders', as: 't3' }, 'Mountain Brigade'] },
    ['dark-elf', 'dwarf'],
  );

describe('Frenzied Witch Elf', () => {
  it("when it attacks: the top 2 cards of the opponent's deck are discarded; usable once", () => {
    expectScenario({
      phase: 'battlefield',
      players: elfBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@fwe' },
        { type: 'pass' },
        { type: 'use', card: '@fwe', ability: 'action' },
        { type: 'mode', index: 0 },
        { expect: { '@t1.loc': 'discard', '@t2.loc': 'discard', '@t3.loc': 'deck', 'p2.deck': 2, 'p1.deck': 4 } },
        { expect: { options: { exclude: [{ type: 'use', card: '@fwe', ability: 'action' }] } } },
      ],
    });
  });

  it("or the top 2 of its own player's deck", () => {
    expectScenario({
      phase: 'battlefield',
      players: elfBoard(),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@fwe' }, { type: 'pass' }, { type: 'use', card: '@fwe', ability: 'action' }, { type: 'mode', index: 1 }],
      expect: { '@m1.loc': 'discard', '@m2.loc': 'discard', '@m3.loc': 'deck', 'p1.deck': 2, 'p2.deck': 4 },
    });
  });

  it('not usable when it did not attack (another unit did), nor outside combat', () => {
    expectScenario({
      phase: 'capital',
      players: elfBoard(),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@fwe', ability: 'action' }] } } }],
    });
    expectScenario({
      phase: 'battlefield',
      players: elfBoard(),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@other' }, { type: 'pass' }, { expect: { options: { exclude: [{ type: 'use', card: '@fwe', ability: 'action' }] } } }],
    });
  });
});
