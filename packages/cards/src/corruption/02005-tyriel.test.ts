import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Tyriel', () => {
  it("when the opponent attacks Tyriel's zone he picks one of his attackers; it goes back to hand when the turn ends", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Tyriel', as: 't' }] } },
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'k1' }, { card: 'Chaos Knights', as: 'k2' }, { card: 'Chaos Knights', as: 'home' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k1' },
        { type: 'attacker', card: '@k2' },
        { type: 'pass', player: 2 },
        // the attacker picks, among his attacking units only
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@k1' }, { type: 'target', target: '@k2' }], exclude: [{ type: 'target', target: '@home' }, { type: 'pass' }] } } },
        { type: 'target', target: '@k2', player: 2 },
        { expect: { '@k2.loc': 'battlefield' } },
        { type: 'pass', player: 1 }, // no defender
        { type: 'assign', target: 'kingdom', amount: 6, player: 2 },
      ],
      // P2's turn is over: the Knights he picked went back to his hand as it ended
      expect: { turn: 4, '@k2.loc': 'hand', 'p2.hand': ['Chaos Knights', 'Mountain Brigade'], '@k1.loc': 'battlefield', '@home.loc': 'battlefield' },
    });
  });

  it('the returned unit must still be in play: one destroyed in the combat is simply gone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Tyriel', as: 't' }] } },
        { battlefield: { cards: [{ card: 'Savage Marauders', as: 'sm' }] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@sm' },
        // a single attacker: picked for him
        { type: 'defender', card: '@t', player: 1 },
        { type: 'assign', target: '@t', amount: 2, player: 2 },
        { type: 'assign', target: '@sm', amount: 2, player: 1 },
      ],
      expect: { turn: 4, '@sm.loc': 'discard', '@t.damage': 2 },
    });
  });

  it('not when another zone is attacked, nor when Tyriel\'s controller attacks', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Tyriel', as: 't' }] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } }, ['high-elf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@k' },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { turn: 4, '@k.loc': 'battlefield' },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Tyriel', as: 't' }, { card: 'Ellyrian Elite', as: 'ee' }] } }, {}, ['high-elf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ee' },
        { type: 'pass' },
        { type: 'assign', target: 'battlefield', amount: 2 },
      ],
      expect: { turn: 4, '@ee.loc': 'battlefield' },
    });
  });
});
