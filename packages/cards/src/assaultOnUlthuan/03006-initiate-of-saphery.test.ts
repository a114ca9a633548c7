import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Initiate of Saphery', () => {
  it('at the beginning of your turn heals 1 damage from each of your units (wherever they are), not the opponent\'s', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i', damage: 1 }, { card: 'Mountain Brigade', as: 'a', damage: 2 }] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'e', damage: 1 }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@i', ability: 'action' }] } } },
        { type: 'use', card: '@i', ability: 'action' },
        // 1 damage from each unit, itself included; the opponent's unit keeps its damage
        { expect: { '@i.damage': 0, '@a.damage': 1, '@b.damage': 0, '@e.damage': 1 } },
        // once per trigger
        { type: 'use', card: '@i', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
  });

  it('cannot be used later in the turn, nor at the beginning of the opponent\'s turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', damage: 2 }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [{ type: 'use', card: '@i', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'a', damage: 2 }] } },
        { hand: ['Mountain Brigade'] },
        ['high-elf', 'dwarf'],
      ),
      // P1 gets no opportunity at the beginning of P2's turn: the first prompt is P2's capital phase
      decisions: [{ expect: { phase: 'capital', prompt: { player: 2, kind: 'action' }, '@a.damage': 2 } }],
    });
  });

  it('works only from the kingdom', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'a', damage: 2 }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [{ type: 'use', card: '@i', ability: 'action', illegal: 'only in the kingdom' }],
      expect: { '@a.damage': 2 },
    });
  });
});
