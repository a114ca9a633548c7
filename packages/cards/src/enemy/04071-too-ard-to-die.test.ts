import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Too 'ard to Die", () => {
  it('is played onto an Orc unit in your battlefield only: not a non-Orc, not in another zone, not an opponent\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: "Too 'ard to Die", as: 't' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Mountain Brigade', as: 'm' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
      ),
      decisions: [
        { type: 'play', card: '@t', zone: 'battlefield', target: '@m', illegal: '' },
        { type: 'play', card: '@t', zone: 'kingdom', target: '@k', illegal: '' },
        { type: 'play', card: '@t', zone: 'battlefield', target: '@o', illegal: '' },
        { type: 'play', card: '@t', zone: 'battlefield', target: '@b' },
      ],
      // cost 2 + 3 loyalty less the capital's Orc symbol and the Squads' ones
      expect: { '@t.loc': 'battlefield' },
    });
  });

  it('the attached unit cancels as much of the damage assigned to it as it has damage on it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        {
          kingdom: {
            cards: [
              { card: 'Black Orc Squad', as: 'b', damage: 2 },
              { card: "Too 'ard to Die", attachedTo: '@b' },
              { card: 'Black Orc Squad', as: 'u' },
              { card: "Too 'ard to Die", attachedTo: '@u' },
            ],
          },
        },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'defender', card: '@b', player: 2 },
        { type: 'defender', card: '@u', player: 2 },
        { type: 'assign', target: '@b', amount: 3 },
        { type: 'assign', target: '@u', amount: 3 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
      ],
      // the Squad with 2 damage has Toughness 2: 1 of the 3 gets through (3 on it, alive at 4 hit points);
      // the undamaged one has none: it takes all 3
      expect: { log: ['Toughness 2 cancels'], '@b.damage': 3, '@b.loc': 'kingdom', '@u.damage': 3 },
    });
  });
});
