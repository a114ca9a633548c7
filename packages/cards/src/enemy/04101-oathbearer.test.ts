import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Oathbearer', () => {
  it('destroyed by damage, it stays in its zone as a facedown development instead', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Bloodburn Poison', 'Mountain Brigade'] },
        { quest: { cards: [{ card: 'Oathbearer', as: 'o', damage: 1 }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Bloodburn Poison' }],
      expect: { '@o.loc': 'quest', '@o.faceDown': true, '@o.damage': 0, 'p2.quest.developments': 1, 'p2.quest.units': [], 'p2.discard.count': 0 },
    });
  });

  it('destroyed by an effect, the same', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Oathbearer', as: 'o' }] } },
        { resources: 3, hand: ['Honor in Death', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Shades', as: 's' }] } },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@o' },
        { type: 'play', card: 'Honor in Death', player: 2 },
      ],
      expect: { '@o.loc': 'battlefield', '@o.faceDown': true, 'p1.battlefield.developments': 1, 'p1.discard.count': 0, '@s.loc': 'discard' },
    });
  });

  it('a sacrifice is not replaced: it goes to the discard pile', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Shades', as: 's' }] } },
        { resources: 3, hand: ['Honor in Death', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Oathbearer', as: 'o' }] } },
        ['dwarf', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s' },
        { type: 'play', card: 'Honor in Death', player: 2 },
      ],
      expect: { '@o.loc': 'discard', '@s.loc': 'discard', 'p2.kingdom.developments': 0 },
    });
  });
});
