import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('The Glittering Tower', () => {
  it('by itself, once per unit you heal: 1 damage to a target unit (yours too) or a section of an opposing capital', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          kingdom: { cards: [{ card: 'The Glittering Tower', as: 't' }, { card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'a', damage: 2 }] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'r' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [
        // the Tower is no Action of its own (errata)
        { expect: { options: { exclude: [{ type: 'use', card: '@t', ability: 'forced' }] } } },
        { type: 'use', card: '@i', ability: 'action' },
        // two units healed by one effect: two triggers (FAQ Q&A), ordered by P1
        { expect: { '@a.damage': 1, '@b.damage': 0, prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@r' }, { type: 'target', target: '@a' }, { type: 'target', target: '@i' }, { type: 'target', target: 'quest', owner: 2 }],
              exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: 'kingdom', owner: 2 },
        { expect: { 'p2.kingdom.damage': 1, prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@r' },
      ],
      expect: { 'p2.kingdom.damage': 1, '@r.damage': 1, 'p1.kingdom.damage': 0 },
    });
  });

  it('ignores the opponent\'s healing', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'The Glittering Tower' }, { card: 'Mountain Brigade', as: 'mine', damage: 1 }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'h', damage: 1 }] } },
        ['high-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'use', card: '@i', ability: 'action', player: 2 },
        { expect: { '@h.damage': 0, '@mine.damage': 1, phase: 'capital', prompt: { player: 2, kind: 'action' }, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 } },
      ],
    });
  });

  it('works only from the kingdom', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Initiate of Saphery', as: 'i' }, { card: 'Mountain Brigade', as: 'a', damage: 1 }] },
          quest: { cards: ['The Glittering Tower'] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'r' }] } },
        ['high-elf', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@i', ability: 'action' }, { expect: { '@a.damage': 0, phase: 'capital', prompt: { player: 1, kind: 'action' } } }],
      expect: { '@r.damage': 0, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
  });
});
