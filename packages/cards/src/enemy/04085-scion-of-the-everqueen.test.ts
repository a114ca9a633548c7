import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Scion of the Everqueen', () => {
  it('keeps its hit points when an effect would lower them; another unit loses them', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Scion of the Everqueen', as: 's', damage: 1 }, { card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Offering to Hekarti', as: 'o', tokens: 5 }] } },
        ['high-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@o', ability: 'action', player: 2 },
        { type: 'target', target: '@s' },
        { type: 'number', value: 2 },
        { type: 'pass', player: 2 },
        // 2 fewer would leave it 0 hit points: it keeps 2, and its 1 damage does not destroy it
        { expect: { '@s.hitPoints': 2, '@s.loc': 'kingdom', '@o.tokens': 3 } },
        { type: 'use', card: '@o', ability: 'action', player: 2 },
        { type: 'target', target: '@m' },
        // (no tokens left to respond with: it resolves at once)
        { type: 'number', value: 3 },
        { expect: { '@m.hitPoints': 3, '@o.tokens': 0 } },
      ],
    });
  });
});
