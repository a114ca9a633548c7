import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const attackKingdomWithKnights = (defender: string, toDefender: number, toCapital = 0) => [
  { type: 'attack' as const, zone: 'kingdom' as const },
  { type: 'attacker' as const, card: '@c' },
  { type: 'defender' as const, card: defender },
  { type: 'assign' as const, target: defender, amount: toDefender },
  ...(toCapital ? [{ type: 'assign' as const, target: 'kingdom', amount: toCapital }] : []),
  { type: 'assign' as const, target: '@c', amount: 1 },
];

describe('Dwarf Ranger', () => {
  it('in the quest zone, deals 1 damage to a target unit or section when another of your Dwarf units leaves play', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] }, kingdom: { cards: [{ card: 'Runesmith', as: 's' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        ...attackKingdomWithKnights('@s', 1, 2),
        // a Forced effect: it must be used; any unit or any player's unburned section is a target
        {
          expect: {
            '@s.loc': 'discard',
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@r' }, { type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }],
              exclude: [{ type: 'pass' }],
            },
          },
        },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.quest.damage': 1, '@c.damage': 1, 'p1.kingdom.damage': 2 },
    });
  });

  it('can damage a unit', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] }, kingdom: { cards: [{ card: 'Runesmith', as: 's' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [...attackKingdomWithKnights('@s', 3), { type: 'target', target: '@c' }],
      expect: { '@c.damage': 2 },
    });
  });

  it('does nothing outside the quest zone, for a non-Dwarf unit, for an opponent\'s Dwarf, or when it leaves play itself', () => {
    // in the kingdom, the Ranger ignores another Dwarf leaving play
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Dwarf Ranger', as: 'r' }, { card: 'Runesmith', as: 's' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@s' },
        { type: 'pass' }, // the Ranger does not defend
        { type: 'assign', target: '@s', amount: 3 },
        { type: 'assign', target: '@c', amount: 1 },
        { expect: { '@s.loc': 'discard', '@c.damage': 1, 'prompt.kind': 'action' } },
      ],
    });
    // a non-Dwarf unit of its controller
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Dwarf Ranger', as: 'r' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o', damage: 3 }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [...attackKingdomWithKnights('@o', 3), { expect: { '@o.loc': 'discard', '@c.damage': 1, 'p2.quest.damage': 0, 'prompt.kind': 'action' } }],
    });
    // the opponent's Dwarf unit, and the Ranger itself
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        { quest: { cards: [{ card: 'Dwarf Ranger', as: 'r', damage: 1 }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@r', player: 2 },
        { type: 'assign', target: '@r', amount: 3 },
        { type: 'assign', target: '@c', amount: 1, player: 2 },
        { expect: { '@r.loc': 'discard', '@c.damage': 1, 'p1.kingdom.damage': 0, 'prompt.kind': 'action' } },
      ],
    });
  });
});
