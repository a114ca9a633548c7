import { describe, it } from 'vitest';
import { board, expectScenario } from '../helpers.js';

describe('combat (more)', () => {
  it('declaring no attackers skips to the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { kingdom: { cards: ['Grunt'] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'declareAttackers' } } },
        { type: 'pass' },
      ],
      expect: { turn: 4, active: 2, 'p2.kingdom.damage': 0, '@g.damage': 0, log: ['declares no attackers; skip to the end of the turn'] },
    });
  });

  it('declaring no attack (pass at the zone prompt) also ends the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: ['Grunt'] } }),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { turn: 4, active: 2, log: ['declares no attack'] },
    });
  });

  it('corrupt units cannot attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', corrupt: true }] } }),
      expect: { turn: 4, active: 2, log: ['has no unit able to attack'] },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'c', corrupt: true }, { card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { expect: { options: { include: [{ type: 'attacker', card: '@g' }], exclude: [{ type: 'attacker', card: '@c' }] } } },
        { type: 'attacker', card: '@c', illegal: 'illegal attacker' },
        { type: 'attacker', card: '@g' },
      ],
      expect: { 'combat.attackers': ['Grunt'] },
    });
  });

  it('only units in the battlefield can attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ kingdom: { cards: ['Brute'] }, quest: { cards: ['Brute'] } }),
      expect: { turn: 4, active: 2 },
    });
  });

  it('corrupt units cannot defend; defenders come only from the attacked zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } },
        {
          kingdom: { cards: [{ card: 'Grunt', as: 'k' }, { card: 'Grunt', as: 'kc', corrupt: true }] },
          quest: { cards: [{ card: 'Grunt', as: 'q' }] },
          battlefield: { cards: [{ card: 'Grunt', as: 'bf' }] },
        },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        {
          expect: {
            prompt: { player: 2, kind: 'declareDefenders' },
            options: { include: [{ type: 'defender', card: '@k' }], exclude: [{ type: 'defender', card: '@kc' }, { type: 'defender', card: '@q' }, { type: 'defender', card: '@bf' }] },
          },
        },
        { type: 'defender', card: '@q', illegal: 'illegal defender' },
        { type: 'defender', card: '@kc', illegal: 'illegal defender' },
        { type: 'defender', card: '@k' },
      ],
      expect: { 'combat.defenders': ['Grunt'], 'prompt.kind': 'assignDamage' },
    });
  });

  it('the attacker must assign lethal damage to every defender before any to the capital; over-assigning is allowed', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'a1' }, { card: 'Brute', as: 'a2' }] } },
        { kingdom: { cards: [{ card: 'Grunt', as: 'd1' }, { card: 'Brute', as: 'd2' }] }, quest: { cards: [{ card: 'Grunt', as: 'other' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'defender', card: '@d1' },
        { type: 'defender', card: '@d2' },
        {
          expect: {
            prompt: { player: 1, kind: 'assignDamage' },
            options: {
              include: [{ type: 'assign', target: '@d1', amount: 4 }, { type: 'assign', target: '@d2', amount: 1 }],
              exclude: [{ type: 'assign', target: 'kingdom' }, { type: 'assign', target: '@other' }, { type: 'assign', target: '@a1' }],
            },
          },
        },
        { type: 'assign', target: 'kingdom', amount: 1, illegal: 'illegal assign' },
        { type: 'assign', target: '@d1', amount: 2 }, // over-assigned (Grunt has 1 hit point)
        { expect: { options: { exclude: [{ type: 'assign', target: 'kingdom' }] } } },
        { type: 'assign', target: '@d2', amount: 2 }, // all that is left: 2 of the 3 needed; nothing reaches the capital
        // defender: Grunt 1 + Brute 2
        { expect: { prompt: { player: 2, kind: 'assignDamage' } } },
        { type: 'assign', target: '@a1', amount: 3 },
      ],
      expect: { '@d1.loc': 'discard', '@d2.damage': 2, '@a1.loc': 'discard', '@a2.damage': 0, 'p2.kingdom.damage': 0 },
    });
  });

  it('once every defender has lethal damage, the rest may go to the attacked zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a1' }, { card: 'Brute', as: 'a2' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'd1' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'defender', card: '@d1' },
        { type: 'assign', target: '@d1', amount: 1 },
        { expect: { options: { include: [{ type: 'assign', target: 'kingdom', amount: 3 }], exclude: [{ type: 'assign', target: 'quest' }] } } },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { type: 'assign', target: '@a1', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 3, '@d1.loc': 'discard', '@a1.damage': 1 },
    });
  });

  it('the defender assigns his damage only to attacking units, never to the capital or other units', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a1' }, { card: 'Grunt', as: 'idle' }] }, kingdom: { cards: [{ card: 'Grunt', as: 'home' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'd' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'pass' },
        { type: 'defender', card: '@d' },
        { type: 'assign', target: '@d', amount: 2, player: 1 },
        {
          expect: {
            prompt: { player: 2, kind: 'assignDamage' },
            options: {
              include: [{ type: 'assign', target: '@a1', amount: 2 }],
              exclude: [{ type: 'assign', target: '@idle' }, { type: 'assign', target: '@home' }, { type: 'assign', target: 'kingdom' }, { type: 'assign', target: 'battlefield' }, { type: 'assign', target: '@d' }],
            },
          },
        },
        { type: 'assign', target: 'battlefield', amount: 2, illegal: 'illegal assign' },
        { type: 'assign', target: '@a1', amount: 2 },
      ],
      expect: { '@a1.damage': 2, '@d.damage': 2, '@idle.damage': 0, 'p1.battlefield.damage': 0 },
    });
  });

  it('combat damage is applied simultaneously: attacker and defender destroy each other', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'd' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'defender', card: '@d' },
        { type: 'assign', target: '@d', amount: 1 },
        { expect: { '@d.damage': 0, '@d.loc': 'kingdom' } }, // assigned, not yet applied
        { type: 'assign', target: '@a', amount: 1 },
      ],
      expect: { '@a.loc': 'discard', '@d.loc': 'discard', 'p1.discard': ['Grunt'], 'p2.discard': ['Grunt'] },
    });
  });

  it('a zone whose damage reaches its hit points burns: the damage is replaced by a burn token', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { damage: 7 } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.burning': true, 'p2.kingdom.damage': 0, winner: null, turn: 4 },
    });
  });

  it('a zone below its hit points does not burn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { damage: 5 } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.burning': false, 'p2.kingdom.damage': 7 },
    });
  });

  it('a burning zone can be attacked but takes no damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { burning: true } }),
      decisions: [
        { expect: { options: { include: [{ type: 'attack', zone: 'kingdom' }] } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
      ],
      expect: { 'p2.kingdom.burning': true, 'p2.kingdom.damage': 0, turn: 4, winner: null },
    });
  });

  it('attacking a burning zone: damage beyond the defenders cannot go to the capital', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { burning: true, cards: [{ card: 'Grunt', as: 'd' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@d' },
        { type: 'assign', target: '@d', amount: 1 },
        { expect: { options: { exclude: [{ type: 'assign', target: 'kingdom' }] } } },
        { type: 'assign', target: 'kingdom', amount: 1, illegal: 'illegal assign' },
        { type: 'assign', target: '@d', amount: 1 },
        { type: 'assign', target: '@b', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 0, '@d.loc': 'discard' },
    });
  });

  it('burning a second zone wins the game', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { quest: { burning: true }, kingdom: { damage: 7 } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { winner: 1, result: 'win', phase: 'over', prompt: null, 'p2.kingdom.burning': true },
    });
  });
});
