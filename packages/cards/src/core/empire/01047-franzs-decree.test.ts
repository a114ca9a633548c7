import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Franz's Decree", () => {
  it('the chosen unit is not available as an attacker this turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 1, hand: ["Franz's Decree"], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: "Franz's Decree" },
        { type: 'target', target: '@a' },
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'attacker', card: '@a' }] } } },
        { type: 'attacker', card: '@b' },
        { expect: { 'combat.attackers': ['Black Orc Squad'] } },
      ],
    });
  });

  it('the chosen unit is not available as a defender', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }] } },
        { resources: 1, hand: ["Franz's Decree"], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }, { card: 'Mountain Brigade', as: 'e' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'play', card: "Franz's Decree", player: 2 },
        { type: 'target', target: '@d' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, options: { exclude: [{ type: 'defender', card: '@d' }], include: [{ type: 'defender', card: '@e' }] } } },
      ],
    });
  });

  it('lasts until the end of the turn only', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ["Franz's Decree", 'Mountain Brigade'] }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'o' }] } }, ['empire', 'chaos']),
      decisions: [
        { type: 'play', card: "Franz's Decree" }, // its only target is picked for it
        { type: 'pass', player: 1 }, // P1 has no unit to attack with: his turn ends
        { expect: { turn: 4, active: 2 } },
        { type: 'pass', player: 2 }, // P2's capital phase
        { type: 'attack', zone: 'kingdom', player: 2 },
        { expect: { options: { include: [{ type: 'attacker', card: '@o' }] } } },
        { type: 'attacker', card: '@o' },
        { expect: { 'combat.attackers': ['Chaos Knights'] } },
      ],
    });
  });
});
