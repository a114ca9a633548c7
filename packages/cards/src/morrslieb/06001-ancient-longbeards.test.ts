import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Ancient Longbeards', () => {
  it('when it attacks, its player may put his deck\'s top card into its zone as a development', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Ancient Longbeards', as: 'al' }] } },
        { kingdom: { cards: ['Black Orc Squad'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@al', ability: 'attacks' }] } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@al' },
        { type: 'use', card: '@al', ability: 'attacks' },
        { expect: { '@top.loc': 'battlefield', '@top.dev': true, '@top.faceDown': true, 'p1.battlefield.developments': 1, 'p1.kingdom.developments': 0, 'p1.deck': 1, prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });

  it('when it defends, likewise, into the zone it defends', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Ancient Longbeards', as: 'al' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest', player: 2 },
        { type: 'attacker', card: '@b', player: 2 },
        { type: 'defender', card: '@al', player: 1 },
        { type: 'use', card: '@al', ability: 'defends', player: 1 },
        { expect: { '@top.loc': 'quest', '@top.dev': true, 'p1.quest.developments': 1 } },
        // used once: nothing more is offered to P1 before damage
        { expect: { prompt: { player: 2, kind: 'assignDamage' } } },
      ],
    });
  });

  it('its player may let the chance go by', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Ancient Longbeards', as: 'al' }] } },
        { kingdom: { cards: ['Black Orc Squad'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@al' },
        { type: 'pass' },
        { expect: { '@top.loc': 'deck', 'p1.battlefield.developments': 0, prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });
});
