import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Malus Darkblade', () => {
  it("at the end of your battlefield phase, each opposing unit that could have defended but did not is dealt 1 damage (not corrupt ones, not ones in other zones, not defenders)", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Malus Darkblade', as: 'm' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        {
          kingdom: {
            cards: [
              { card: 'Black Orc Squad', as: 'def' },
              { card: 'Black Orc Squad', as: 'idle' },
              { card: 'Black Orc Squad', as: 'idle2' },
              { card: 'Black Orc Squad', as: 'corrupt', corrupt: true },
            ],
          },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'elsewhere' }] },
        },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@def', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@def', amount: 3 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { expect: { '@idle.damage': 1 } },
      ],
      expect: { turn: 4, '@def.damage': 3, '@idle.damage': 1, '@idle2.damage': 1, '@corrupt.damage': 0, '@elsewhere.damage': 0, '@m.damage': 0 },
    });
  });

  it('nothing without an attack, nor in the opponent\'s battlefield phase', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ kingdom: { cards: [{ card: 'Malus Darkblade', as: 'm' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, ['dark-elf', 'orc']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'pass' }],
      expect: { turn: 4, '@b.damage': 0 },
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Malus Darkblade', as: 'm' }, { card: 'Cold One Riders', as: 'idle' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass', player: 1 },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { turn: 4, '@idle.damage': 0, '@m.damage': 0 },
    });
  });

  it('"could have defended" is read as defenders are declared: a unit corrupted after the attack is spared, one that arrived after it is hit', () => {
    // P2's Globadiers corrupt themselves in the window after the attackers: they could no longer defend.
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Malus Darkblade', as: 'm' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { battlefield: { cards: [{ card: 'Poison Wind Globadiers', as: 'pwg' }, { card: 'Clan Rats', as: 'idle' }] } },
        ['dark-elf', 'skaven'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'use', card: '@pwg', ability: 'action', player: 2 },
        { type: 'pass', player: 2 }, // (the chain resolves)
        { expect: { '@pwg.corrupt': true, '@ck.damage': 1 } },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 }, // no defender
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'battlefield', amount: 3 },
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 }, // (the End of Turn window)
      ],
      expect: { turn: 4, '@idle.loc': 'discard', '@pwg.damage': 0, '@pwg.loc': 'battlefield' },
    });
    // P2's Nordland Halberdiers enter his kingdom after the attack is declared and do not defend.
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: [{ card: 'Malus Darkblade', as: 'm' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 5, hand: [{ card: 'Nordland Halberdiers', as: 'nh' }] },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'play', card: '@nh', zone: 'kingdom', player: 2 },
        { type: 'pass', player: 2 }, // no defender
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { turn: 4, '@nh.loc': 'kingdom', '@nh.damage': 1 },
    });
  });

  it('if Malus has left play by the end of the phase, nothing happens', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Malus Darkblade', as: 'm' }] } },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'rk' }, { card: 'Black Orc Squad', as: 'idle' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@rk', player: 2 },
        { type: 'pass', player: 2 },
        // Counterstrike 2 and 1 more: Malus (3 hit points) is destroyed
        { type: 'assign', target: '@rk', amount: 3 },
        { type: 'assign', target: '@m', amount: 1, player: 2 },
      ],
      expect: { '@m.loc': 'discard', '@idle.damage': 0 },
    });
  });
});
