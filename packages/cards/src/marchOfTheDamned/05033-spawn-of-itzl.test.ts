import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spawn of Itzl', () => {
  it('when it attacks, destroys a target damaged unit in the zone under attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Spawn of Itzl', as: 's' }, { card: 'Dwarf Ranger', as: 'mine', damage: 1 }] } },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 1 }, { card: 'Chaos Knights', as: 'hurt2', damage: 2 }, { card: 'Black Orc Squad', as: 'whole' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'away', damage: 1 }] },
        },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        { type: 'use', card: '@s', ability: 'action' },
        // damaged units in the defending zone only: not an undamaged one, not one in another zone, not its own side's
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@hurt' }, { type: 'target', target: '@hurt2' }],
              exclude: [{ type: 'target', target: '@whole' }, { type: 'target', target: '@away' }, { type: 'target', target: '@mine' }],
            },
          },
        },
        { type: 'target', target: '@hurt2' },
        { expect: { '@hurt2.loc': 'discard', '@hurt.loc': 'kingdom', prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });

  it('no damaged unit there: not offered; not usable outside its attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Spawn of Itzl', as: 's' }] } }, { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Black Orc Squad', damage: 1 }] } }, ['dwarf', 'orc']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Spawn of Itzl', as: 's' }] } }, { kingdom: { cards: [{ card: 'Black Orc Squad', damage: 1 }] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
