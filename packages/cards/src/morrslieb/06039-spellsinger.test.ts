import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Spellsinger', () => {
  it('when you play a development from hand: a target development in play (not the one being played) is a 1-power, 2-hit-point unit until the end of the turn', () => {
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
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'develop', card: '@new', zone: 'kingdom' },
        { expect: { '@new.loc': 'chain' } },
        { type: 'use', card: '@s', ability: 'action' },
        // either player's development in play; the played one is still on the chain
        { expect: { options: { include: [{ type: 'target', target: '@old' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@new' }] } } },
        { type: 'target', target: '@old' },
        { expect: { '@new.loc': 'kingdom', 'p1.battlefield.units': ['Troll Den'], '@old.dev': true, '@old.faceDown': true, '@old.power': 1, '@old.hitPoints': 2, 'p1.battlefield.developments': 1, 'p1.battlefield.power': 1 } },
        // once per trigger: no window offers it again
        { expect: { prompt: { player: 1, kind: 'attackZone' } } },
        // it is a unit in the battlefield: it may attack
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@old' },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { 'p2.kingdom.damage': 1 } },
      ],
      // the turn ends: it is only a development again
      expect: { turn: 4, '@old.loc': 'battlefield', '@old.dev': true, '@old.power': 0, 'p1.battlefield.units': [], '@o.power': 0 },
    });
  });

  it("is not triggered by playing a unit, nor by the opponent's development, and cannot be used later", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Crooked Teef Goblins', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Spellsinger', as: 's' }] }, battlefield: { developments: ['Troll Den'] } }),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'use', card: '@s', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Spellsinger', as: 's' }, 'Mountain Brigade'], developments: ['Troll Den'] } },
        { hand: ['Mountain Brigade', 'Mountain Brigade'] },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
});
