import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spellsinger', () => {
  it('after you play a development from hand: a target development in play (not the one being played) is a 1-power, 2-hit-point unit until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: [{ card: 'Black Orc Squad', as: 'new' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Spellsinger', as: 's' }] },
          battlefield: { developments: [{ card: 'Troll Den', as: 'old' }] },
        },
        { kingdom: { developments: [{ card: 'Mountain Brigade', as: 'o' }] } },
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 0 }] } } },
        { type: 'develop', card: '@new', zone: 'kingdom' },
        { expect: { '@new.loc': 'chain' } },
        { type: 'use', card: '@s', ability: 0 },
        // either player's development in play; the played one is still on the chain
        { expect: { options: { include: [{ type: 'target', target: '@old' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@new' }] } } },
        { type: 'target', target: '@old' },
        { expect: { '@new.loc': 'kingdom', 'p1.battlefield.units': ['Troll Den'], '@old.dev': true, '@old.power': 1, '@old.hitPoints': 2, 'p1.battlefield.developments': 1, 'p1.kingdom.units': ['Spellsinger'] } },
        // it is a unit in the battlefield: it may attack
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@old' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { 'p2.kingdom.damage': 1 } },
      ],
      // the turn ends: it is only a development again
      expect: { turn: 4, '@old.loc': 'battlefield', '@old.dev': true, '@old.power': 0, 'p1.battlefield.units': [] },
    });
  });

  it('is not usable without a development played from hand this window', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Spellsinger', as: 's' }] }, battlefield: { developments: ['Troll Den'] } }),
      decisions: [{ type: 'use', card: '@s', ability: 0, illegal: 'right after its trigger' }],
    });
  });
});
