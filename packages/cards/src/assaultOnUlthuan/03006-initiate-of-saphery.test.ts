import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Initiate of Saphery', () => {
  it('at the beginning of your turn heals 1 damage from each of your units, not the opponent\'s', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'a', damage: 2 }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'e', damage: 1 }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@i', ability: 0 }],
      expect: { '@a.damage': 1, '@b.damage': 0, '@e.damage': 1 },
    });
  });

  it('cannot be used later in the turn, nor outside the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', damage: 2 }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [{ type: 'use', card: '@i', ability: 0, illegal: 'right after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'a', damage: 2 }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [],
      expect: { '@a.damage': 2 },
    });
  });
});
