import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Esli'an", () => {
  it('when it attacks, corrupts a target unit in the defending zone, which then cannot defend', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: "Esli'an", as: 'e' }, { card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Hammerer of Karak Azul', as: 'c', corrupt: true }] }, quest: { cards: [{ card: 'Savage Marauders', as: 'q' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@e' },
        { type: 'attacker', card: '@k' },
        { type: 'use', card: '@e', ability: 'action' },
        // units in the zone under attack, not already corrupted; not another zone's, not the attackers
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@c' }, { type: 'target', target: '@q' }, { type: 'target', target: '@k' }, { type: 'target', target: '@e' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@m.corrupt': true, prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@b' }], exclude: [{ type: 'defender', card: '@m' }] } } },
      ],
    });
  });

  it('not usable when it did not attack itself, nor with no unit to corrupt there', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: "Esli'an", as: 'e' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'orc']),
      decisions: [{ type: 'use', card: '@e', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (Rip Dere 'Eads Off! keeps an action open for player 1 after attackers are declared)
        { resources: 5, hand: ["Rip Dere 'Eads Off!"], battlefield: { cards: [{ card: "Esli'an", as: 'e' }, { card: 'Chaos Knights', as: 'k' }], developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@k' },
        { type: 'pass' },
        { type: 'use', card: '@e', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: "Esli'an", as: 'e' }] } }, { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'orc']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@e' }, { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@m.corrupt': false } }],
    });
  });
});
