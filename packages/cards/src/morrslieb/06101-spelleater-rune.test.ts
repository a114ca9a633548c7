import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const Q = "Malekith's Rage";

describe('Spelleater Rune', () => {
  it("sacrificed, it cancels an opponent's action targeting a Dwarf unit you control; the opponent's cost stays paid", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Spelleater Rune', as: 'rune' }, { card: 'Dwarf Ranger', as: 'r' }] } },
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@rune', ability: 'action' }] } } },
        { type: 'use', card: '@q', ability: 'action2', player: 2 },
        // (the Ranger is the only unit: targeted for him)
        { type: 'use', card: '@rune', ability: 'action', player: 1 },
        { type: 'pass', player: 2 },
      ],
      expect: { '@rune.loc': 'discard', '@r.hitPoints': 2, '@q.tokens': 0, chain: 0, log: ['cancel'] },
    });
  });

  it('not for an action targeting a non-Dwarf unit of yours or an opponent\'s Dwarf', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Spelleater Rune', as: 'rune' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r2' }] }, quest: { cards: [{ card: Q, as: 'q', tokens: 4 }] } },
        ['dwarf', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2', player: 2 },
        { type: 'target', target: '@o', player: 2 },
        // P1 has nothing he may do (the Rune is his only card with an Action): he passes by himself
        { expect: { chain: 1, prompt: { player: 2, kind: 'action' } } },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@q', ability: 'action2', player: 2 },
        { type: 'target', target: '@r2', player: 2 },
      ],
      expect: { '@rune.loc': 'kingdom', '@q.tokens': 0 },
    });
  });

  it("cancels an opponent's tactic aimed at his Dwarf unit, and his own player's Action too", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Spelleater Rune', as: 'rune' }, { card: 'Dwarf Ranger', as: 'r' }] } },
        { resources: 1, hand: ['Corruption of Purity', 'Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Corruption of Purity', player: 2 },
        { type: 'target', target: '@r', player: 2 },
        { type: 'use', card: '@rune', ability: 'action', player: 1 },
        { type: 'pass', player: 2 },
      ],
      expect: { '@rune.loc': 'discard', 'p2.discard': ['Corruption of Purity'], 'p2.resources': 0, chain: 0, log: ['cancel'] },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Spelleater Rune', as: 'rune' }, { card: 'Dwarf Ranger', as: 'r' }] }, quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] } },
        { kingdom: { cards: ['Black Orc Squad'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        { type: 'target', target: '@r' },
        // (P2 has no action: his pass is made for him) P1 answers his own Action with the Rune
        { type: 'use', card: '@rune', ability: 'action', player: 1 },
      ],
      expect: { '@rune.loc': 'discard', '@r.hitPoints': 2, '@q.tokens': 0, chain: 0 },
    });
  });
});
