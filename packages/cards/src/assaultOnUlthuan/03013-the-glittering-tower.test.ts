import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('The Glittering Tower', () => {
  it('deals 1 damage to a target unit or opposing capital section each time you heal a unit', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { kingdom: { cards: [{ card: 'The Glittering Tower', as: 't' }] }, quest: { cards: [{ card: 'Archmage of Saphery', as: 'm' }, { card: 'Mountain Brigade', as: 'a', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@m', ability: 0 },
        { expect: { '@a.damage': 0, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: '@r' }, { type: 'target', target: '@a' }], exclude: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.quest.damage': 1 },
    });
  });

  it('does not trigger when the opponent heals, nor from the quest zone', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'The Glittering Tower' }, { card: 'Mountain Brigade', as: 'a', damage: 1 }] } },
        { quest: { cards: [{ card: 'Archmage of Saphery', as: 'm' }] } },
        ['high-elf', 'high-elf'],
      ),
      decisions: [{ type: 'use', card: '@m', ability: 0 }],
      expect: { '@a.damage': 0, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0, '@m.damage': 0 },
    });
    expectScenario({
      phase: 'quest',
      players: board(
        { quest: { cards: [{ card: 'The Glittering Tower' }, { card: 'Archmage of Saphery', as: 'm' }, { card: 'Mountain Brigade', as: 'a', damage: 1 }] } },
        {},
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@m', ability: 0 }],
      expect: { '@a.damage': 0, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0 },
    });
  });
});
