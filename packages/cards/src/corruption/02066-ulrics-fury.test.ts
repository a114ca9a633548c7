import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Ulric's Fury", () => {
  it('played once the zone is attacked: each of your units declared as a defender strikes with Counterstrike 1', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { resources: 3, hand: ["Ulric's Fury"], kingdom: { cards: [{ card: 'Huntsmen', as: 'h1' }, { card: 'Peasant Militia', as: 'pm' }, { card: 'Huntsmen', as: 'h3' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@o' },
        { type: 'play', card: "Ulric's Fury", player: 2 },
        { type: 'defender', card: '@h1', player: 2 },
        { type: 'defender', card: '@pm', player: 2 },
        { type: 'pass', player: 2 },
        // each defender deals its Counterstrike 1 to an attacker of P2's choice
        { expect: { prompt: { player: 2, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0, player: 2 },
        { type: 'target', target: '@o', player: 2 },
        { type: 'target', target: '@o', player: 2 },
        { expect: { '@o.damage': 2, '@h3.loc': 'kingdom' } },
      ],
    });
  });

  it('only your units, only while defending, and only this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Ulric's Fury", 'Mountain Brigade'], battlefield: { cards: [{ card: 'Huntsmen', as: 'h' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'ob' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Ulric's Fury" },
        { type: 'pass' },
        // P1's attacking unit gets no Counterstrike; P2's defender none either
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@h' },
        { type: 'defender', card: '@o', player: 2 },
        { expect: { '@h.damage': 0 } },
        { type: 'assign', target: '@o', amount: 1 },
        { type: 'assign', target: '@h', amount: 1, player: 2 },
        // next turn, P1's defender has no Counterstrike any more
        { expect: { turn: 4 } },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield', player: 2 },
        { type: 'attacker', card: '@ob' },
      ],
      expect: { '@ob.damage': 0 },
    });
  });
});
