import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Sigmar's Intervention", () => {
  it('redirects an attack on your capital to another non-burning zone before defenders are declared', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        {
          resources: 3,
          hand: ["Sigmar's Intervention"],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] },
          quest: { cards: [{ card: 'Peasant Militia', as: 'q' }] },
          battlefield: { burning: true },
        },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'play', card: "Sigmar's Intervention", player: 1 }, // the quest zone is the only legal choice
        { expect: { prompt: { player: 1, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@q' }], exclude: [{ type: 'defender', card: '@k' }] } } },
        { type: 'pass', player: 1 },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p1.quest.damage': 3, 'p1.kingdom.damage': 0, 'p1.discard': ["Sigmar's Intervention"] },
    });
  });

  it('cannot be played once defenders are declared, nor when you are the attacker', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 5, hand: ["Sigmar's Intervention", 'Demoralise'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'play', card: "Sigmar's Intervention" }] } } },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'play', card: "Sigmar's Intervention" }] } } },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@c' },
        { expect: { options: { include: [{ type: 'play', card: "Sigmar's Intervention" }] } } },
        { type: 'pass', player: 1 },
        { type: 'defender', card: '@k' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: "Sigmar's Intervention" }] } } },
      ],
    });
  });
});
