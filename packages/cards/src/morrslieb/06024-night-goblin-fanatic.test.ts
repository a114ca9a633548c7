import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const fanaticBoard = (top: string) =>
  board(
    {
      battlefield: { cards: [{ card: 'Night Goblin Fanatic', as: 'f' }, { card: 'Black Orc Squad', as: 'mine' }] },
      deck: [{ card: top, as: 'top' }, 'Mountain Brigade', 'Mountain Brigade'],
    },
    {
      kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'ham' }, { card: 'Mountain Brigade', as: 'mb' }] },
      quest: { cards: [{ card: 'Dwarf Ranger', as: 'q' }] },
    },
    ['orc', 'dwarf'],
  );
const attack = [
  { type: 'attack', zone: 'kingdom' },
  { type: 'attacker', card: '@f' },
  { type: 'pass' },
  { type: 'use', card: '@f', ability: 'action' },
] as const;

describe('Night Goblin Fanatic', () => {
  it('odd printed cost revealed: each unit in the defending zone is dealt 2 damage that Toughness does not cancel; the deck is shuffled', () => {
    expectScenario({
      phase: 'battlefield',
      players: fanaticBoard('Crooked Teef Goblins'),
      decisions: [
        ...attack,
        {
          expect: {
            log: ['Crooked Teef Goblins', 'shuffle'],
            '@ham.loc': 'discard',
            '@mb.damage': 2,
            // not the defender's other zones, not the attacker's units, and the Fanatic stays
            '@q.damage': 0,
            '@mine.damage': 0,
            '@f.loc': 'battlefield',
            '@top.loc': 'deck',
            'p1.deck': 3,
          },
        },
        // usable once
        { expect: { options: { exclude: [{ type: 'use', card: '@f', ability: 'action' }] } } },
      ],
    });
  });

  it('even printed cost revealed: the Fanatic is sacrificed and no one is damaged', () => {
    expectScenario({
      phase: 'battlefield',
      players: fanaticBoard('Squig Herders'),
      decisions: [...attack, { expect: { log: ['Squig Herders', 'shuffle'], '@f.loc': 'discard', '@ham.damage': 0, '@mb.damage': 0, 'p1.deck': 3 } }],
    });
  });

  it('not usable when it is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: fanaticBoard('Crooked Teef Goblins'),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mine' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@f', ability: 'action' }] } } },
      ],
    });
  });
});
