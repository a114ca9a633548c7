import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Lelansi', () => {
  it("another unit in her zone that would be destroyed returns to its owner's hand instead; units elsewhere and the opponent's are destroyed", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ["Nurgle's Pestilence", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Lelansi', as: 'l' }, { card: 'Dwarf Ranger', as: 'r', damage: 1 }, { card: 'Mountain Brigade', as: 'safe' }] },
          quest: { cards: [{ card: 'Dwarf Ranger', as: 'q', damage: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'e', damage: 1 }] } },
        ['chaos', 'high-elf'],
      ),
      // 1 damage to every unit at once
      decisions: [{ type: 'play', card: "Nurgle's Pestilence" }],
      expect: { '@r.loc': 'hand', '@r.damage': 0, '@safe.loc': 'kingdom', '@safe.damage': 1, '@q.loc': 'discard', '@e.loc': 'discard', '@l.loc': 'kingdom', '@l.damage': 1 },
    });
  });

  it("an opponent's unit in her zone (taken under her controller's control) goes back to its owner's hand", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ["Nurgle's Pestilence", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Lelansi', as: 'l' }, { card: 'Dwarf Ranger', as: 'r', damage: 1, owner: 2 }] },
        },
        {},
        ['chaos', 'high-elf'],
      ),
      decisions: [{ type: 'play', card: "Nurgle's Pestilence" }],
      expect: { '@r.loc': 'hand', 'p2.hand': ['Dwarf Ranger'], '@l.loc': 'kingdom' },
    });
  });

  it('does not save Lelansi herself', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Nurgle's Pestilence", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lelansi', as: 'l', damage: 2 }, { card: 'Mountain Brigade', as: 'm' }] } },
        {},
        ['chaos', 'high-elf'],
      ),
      decisions: [{ type: 'play', card: "Nurgle's Pestilence" }],
      expect: { '@l.loc': 'discard', '@m.loc': 'kingdom' },
    });
  });

  it('still saves the other unit when Lelansi is destroyed by the same damage: she is in play as they would be destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Nurgle's Pestilence", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Lelansi', as: 'l', damage: 2 }, { card: 'Dwarf Ranger', as: 'r', damage: 1 }] } },
        {},
        ['chaos', 'high-elf'],
      ),
      decisions: [{ type: 'play', card: "Nurgle's Pestilence" }],
      expect: { '@l.loc': 'discard', '@r.loc': 'hand' },
    });
  });

  it('destroyed with every unit at once (Troll Vomit), she still sends the other unit of her zone back to hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: ['Troll Vomit', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Lelansi', as: 'l' }, { card: 'Dwarf Ranger', as: 'r' }] }, quest: { cards: [{ card: 'Dwarf Ranger', as: 'q' }] } },
        ['orc', 'high-elf'],
      ),
      // (P2 keeps the order in which Lelansi and the other Ranger went to his discard pile)
      decisions: [{ type: 'play', card: 'Troll Vomit' }, { type: 'pass', player: 2 }],
      expect: { '@l.loc': 'discard', '@r.loc': 'hand', '@q.loc': 'discard' },
    });
  });

  it('does not stop a sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lelansi', as: 'l' }, { card: 'Lobber Crew', as: 'c' }, { card: 'Dwarf Ranger', as: 'r' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      // Lobber Crew's action sacrifices itself (its cost)
      decisions: [{ type: 'use', card: '@c', ability: 'action' }],
      expect: { '@c.loc': 'discard', '@b.loc': 'discard' },
    });
  });
});
