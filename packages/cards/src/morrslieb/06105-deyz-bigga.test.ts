import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Dey'z Bigga", () => {
  it('every unit of the highest printed cost in play (both sides) cannot be targeted, even by its own player, until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ["Dey'z Bigga", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, 'Black Orc Squad', { card: 'Mountain Brigade', as: 'mine' }] },
          quest: { cards: [{ card: "Malekith's Rage", as: 'q', tokens: 4 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Dwarf Ranger', as: 'r' }] } },
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'use', card: '@q', ability: 'action2' }] } } },
        { type: 'play', card: "Dey'z Bigga" },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@q', ability: 'action2' },
        // the two cost-4 Brigades are out of reach; the cost-3 units are not
        { expect: { options: { include: [{ type: 'target', target: '@r' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@m' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@r' },
        { type: 'pass' },
      ],
      expect: { '@r.hitPoints': 1, '@q.tokens': 2 },
    });
  });

  it('the highest cost is read as it resolves: the biggest unit gone by then leaves the next cost the highest', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ["Dey'z Bigga", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, 'Black Orc Squad', { card: 'Lobber Crew', as: 'l' }, { card: 'Crooked Teef Goblins', as: 'g' }] },
          quest: { cards: [{ card: "Malekith's Rage", as: 'q', tokens: 4 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Dwarf Ranger', as: 'r' }] } },
      ),
      decisions: [
        { type: 'play', card: "Dey'z Bigga" },
        // in response P1 sacrifices his Crew: P2 sacrifices a unit of his choice, the Brigade
        { type: 'use', card: '@l', ability: 'action', player: 1 },
        { type: 'pass', player: 1 },
        { type: 'target', target: '@m', player: 2 },
        { expect: { '@m.loc': 'discard', chain: 0 } },
        { type: 'use', card: '@q', ability: 'action2' },
        // now 3 is the highest: the Squads and the Ranger are protected; the Goblins, the only unit
        // left to target, are targeted for him (no choice offered) and die at 0 hit points
        { type: 'pass' },
      ],
      expect: { '@g.loc': 'discard', '@b.loc': 'kingdom', '@r.hitPoints': 2, '@q.tokens': 2 },
    });
  });

  it('it ends with the turn: the next turn the unit can be targeted again', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Dey'z Bigga"], kingdom: { cards: ['Black Orc Squad', 'Black Orc Squad'] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Dwarf Ranger', as: 'r' }] }, quest: { cards: [{ card: "Malekith's Rage", as: 'q', tokens: 4 }] } },
      ),
      decisions: [
        { type: 'play', card: "Dey'z Bigga" },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@q', ability: 'action2', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@r' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@r', player: 2 },
        // P2 (who holds an Action) passes through the rest of turn 3 (P1, with no unit in his battlefield, has no attack)
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { turn: 4, phase: 'beginTurn' } },
        { type: 'use', card: '@q', ability: 'action2', player: 2 },
        { expect: { options: { include: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@m', player: 2 },
      ],
      expect: { '@m.hitPoints': 5, '@q.tokens': 0 },
    });
  });
});
