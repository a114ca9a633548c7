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
        { expect: { log: ['the attack is redirected to the quest'], prompt: { player: 1, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@q' }], exclude: [{ type: 'defender', card: '@k' }] } } },
        { type: 'pass', player: 1 },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p1.quest.damage': 3, 'p1.kingdom.damage': 0, 'p1.discard': ["Sigmar's Intervention"] },
    });
  });

  it('lets you pick among your other zones; the new zone is now the one attacked', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 3, hand: ["Sigmar's Intervention"], kingdom: { cards: ['Cauldron of Blood'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@c' },
        { type: 'play', card: "Sigmar's Intervention", player: 1 },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 2 }, { type: 'pass' }] } } },
        { type: 'target', target: 'kingdom', owner: 1 },
        // the kingdom's Cauldron of Blood sees its zone attacked: 1 damage to the attacker
        { expect: { '@c.damage': 1 } },
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { 'p1.kingdom.damage': 3, 'p1.quest.damage': 0 },
    });
  });

  it('can be played only after attackers and before defenders, by the player attacked, with a zone to go to', () => {
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
    // the attacking player cannot use it on his own attack
    expectScenario({
      phase: 'battlefield',
      players: board({ resources: 5, hand: ["Sigmar's Intervention", 'Demoralise'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'dwarf']),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@c' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: 'Demoralise' }], exclude: [{ type: 'play', card: "Sigmar's Intervention" }] } } },
      ],
    });
    // every other zone burning (his opponent must burn 3 zones to win): nowhere to redirect to
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 5, hand: ["Sigmar's Intervention", 'Demoralise'], quest: { burning: true }, battlefield: { burning: true } },
        { zonesToWin: 3, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@c' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: 'Demoralise' }], exclude: [{ type: 'play', card: "Sigmar's Intervention" }] } } },
      ],
    });
  });
});
