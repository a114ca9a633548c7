import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Greater Heal', () => {
  it('removes all damage from each of your units, not from the opponent’s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ['Greater Heal', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 's', damage: 2 }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }, { card: 'Black Orc Squad', as: 'fresh' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Greater Heal' }],
      expect: { '@s.damage': 0, '@b.damage': 0, '@fresh.damage': 0, '@m.damage': 1, 'p1.resources': 0, 'p1.discard': ['Greater Heal'] },
    });
  });

  it('cannot be played when none of your units is damaged', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Greater Heal', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Silver Helm Brigade' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', damage: 1 }] } }, [
        'high-elf',
        'dwarf',
      ]),
      decisions: [{ type: 'play', card: 'Greater Heal', illegal: 'could not resolve' }],
      expect: { 'p1.resources': 3, 'p1.hand': ['Greater Heal', 'Mountain Brigade'] },
    });
  });
});
