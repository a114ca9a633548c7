/**
 * Attacking two zones in one battlefield phase (`attackTwoZones()`, For Ulthuan!): after the first
 * zone its player may name a second zone of the same opponent; he declares the attackers against the
 * first zone, then those against the second (each unit attacks one zone); the two attacks resolve as
 * two combats one after the other, each with its own defenders, damage, Counterstrike, capital damage
 * and Raider. The second group waits, out of the first combat, and attacks when the second combat
 * begins (each unit still there: in play, its player's, in the battlefield — corrupted meanwhile it
 * still attacks; the combat is fought even with none left); the units of both combats took part in
 * combat this phase.
 */
import { describe, expect, it } from 'vitest';
import { action, attackTwoZones, corrupt, destroy, EACH, each, gain, putIntoPlay, returnToHand, TARGET, unit } from '../../src/dsl.js';
import { applyInPlace, deserialize, hashState, legalOptions, serialize, viewFor } from '../../src/index.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = { type: 'Tactic' as const, cost: 0, power: 0, hitPoints: 0 };
registerFixtures([
  // "Action: your attacks may go against two zones this turn."
  { ...testUnit('x9441', 'Two Fronts'), ...tactic, abilities: [action({ effect: attackTwoZones() })] },
  // "Action: destroy target attacking unit."
  { ...testUnit('x9442', 'Cut Down'), ...tactic, abilities: [action({ target: unit({ attacking: true }), effect: destroy(TARGET) })] },
  // Invoke Khaine's Wrath: every unit that fought in this phase's combat is destroyed.
  { ...testUnit('x9443', 'Reckoning'), ...tactic, abilities: [action({ effect: each(unit({ participated: true }), destroy(EACH)) })] },
  // "Action: return target unit to its owner's hand, then put it into play in its owner's battlefield."
  { ...testUnit('x9444', 'Recall'), ...tactic, abilities: [action({ target: unit(), effect: [returnToHand(TARGET), putIntoPlay(TARGET, 'battlefield')] })] },
  // "Action: corrupt target unit."
  { ...testUnit('x9445', 'Taint'), ...tactic, abilities: [action({ target: unit(), effect: corrupt(TARGET) })] },
  // "Action: target unit must attack this turn, if able."
  { ...testUnit('x9446', 'Battle Fury'), ...tactic, abilities: [action({ target: unit(), effect: gain(TARGET, { mustAttack: true }) })] },
]);

/** P1 has played Two Fronts at the start of his battlefield phase (Brute and Raider in his battlefield). */
function twoFronts(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  return {
    phase: 'battlefield' as const,
    players: board(
      { hand: ['Two Fronts'], battlefield: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Raider', as: 'r' }] }, ...p1 },
      { kingdom: { cards: [{ card: 'Wall', as: 'w' }] }, quest: { cards: [{ card: 'Grunt', as: 'g' }] }, ...p2 },
    ),
  };
}

const PLAY = { type: 'play', card: 'Two Fronts' } as const;

describe('attacking two zones', () => {
  it('a second zone, attackers split between them, then two combats one after the other', () => {
    expectScenario({
      ...twoFronts(),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom' },
        // the second target: another zone of the same opponent, or none
        {
          expect: {
            prompt: { player: 1, kind: 'attackZone' },
            options: { include: [{ type: 'pass' }, { type: 'attack', zone: 'quest' }, { type: 'attack', zone: 'battlefield' }], exclude: [{ type: 'attack', zone: 'kingdom' }] },
          },
        },
        { type: 'attack', zone: 'quest' },
        // the Brute against the kingdom
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        // then the attackers against the quest zone: the Brute is no longer offered
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, options: { include: [{ type: 'attacker', card: '@r' }], exclude: [{ type: 'attacker', card: '@b' }] } } },
        { type: 'attacker', card: '@r' },
        // the first combat: only the Brute attacks; the kingdom's Wall may defend, not the quest's Grunt
        {
          expect: {
            'combat.attackers': ['Brute'],
            prompt: { player: 2, kind: 'declareDefenders' },
            options: { include: [{ type: 'defender', card: '@w' }], exclude: [{ type: 'defender', card: '@g' }] },
            log: ['P1 attacks the kingdom with Brute'],
          },
        },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        // the second combat: the Raider attacks the quest zone; the Grunt may defend, not the Wall
        {
          expect: {
            phase: 'battlefield',
            'p2.kingdom.damage': 2,
            'combat.attackers': ['Raider'],
            prompt: { player: 2, kind: 'declareDefenders' },
            options: { include: [{ type: 'defender', card: '@g' }], exclude: [{ type: 'defender', card: '@w' }] },
            log: ['P1 attacks the quest with Raider'],
          },
        },
        { type: 'defender', card: '@g', player: 2 },
        { type: 'assign', target: '@g', amount: 1 },
        { type: 'assign', target: '@r', amount: 1, player: 2 },
        // the Raider survived its combat: Raider 2; the Brute's combat gave nothing (no Raider)
        { expect: { turn: 4, '@g.loc': 'discard', '@r.damage': 1, 'p2.quest.damage': 0, 'p2.kingdom.damage': 2, 'p1.resources': 2 } },
      ],
    });
  });

  it('without a second zone named, the attack is the usual single one', () => {
    expectScenario({
      ...twoFronts(),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@r' },
        { expect: { 'combat.attackers': ['Brute', 'Raider'], prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { expect: { turn: 4, 'p2.kingdom.damage': 3, 'p1.resources': 2 } },
      ],
    });
  });

  it('without the effect there is no second zone to name', () => {
    expectScenario({
      ...twoFronts({ hand: [] }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'declareAttackers' } } },
      ],
    });
  });

  it('with nobody against the first zone, the second group attacks alone', () => {
    expectScenario({
      ...twoFronts(),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass' },
        { type: 'attacker', card: '@r' },
        { type: 'pass' },
        { expect: { 'combat.attackers': ['Raider'], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@g' }] } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'quest', amount: 1 },
        // one combat only: the End of Turn window follows
        { expect: { turn: 4, 'p2.quest.damage': 1, 'p2.kingdom.damage': 0 } },
      ],
    });
  });

  it('the second group is not attacking during the first combat; it attacks after it, even with the first group gone', () => {
    expectScenario({
      ...twoFronts({}, { hand: ['Cut Down'] }),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'attacker', card: '@r' },
        // in the first combat only the Brute is an attacking unit: the one legal target, chosen for P2
        { type: 'play', card: 'Cut Down', player: 2 },
        { expect: { 'combat.attackers': [], '@b.loc': 'discard', '@r.loc': 'battlefield', '@r.damage': 0 } },
        // the first combat goes on without attackers; then the Raider's
        { type: 'pass', player: 2 },
        { expect: { 'combat.attackers': ['Raider'], prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });

  it('a waiting unit that left play meanwhile does not attack; the second combat is still fought, its zone attacked (FAQ section 3)', () => {
    expectScenario({
      ...twoFronts({ battlefield: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Grunt', as: 'r' }] } }, { hand: ['Bolt'] }),
      decisions: [
        PLAY,
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'attacker', card: '@r' },
        { type: 'play', card: 'Bolt', player: 2 },
        { type: 'target', target: '@r' },
        { expect: { '@r.loc': 'discard' } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        // the quest zone's combat, with no attacker left: its defenders may still be declared
        { expect: { 'p2.kingdom.damage': 2, 'combat.attackers': [], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@g' }] } } },
        { type: 'defender', card: '@g', player: 2 },
        { type: 'pass', player: 2 },
      ],
      expect: { 'p2.quest.damage': 0, '@g.damage': 0, '@g.loc': 'quest' },
    });
  });

  it('a unit that must attack goes against the zone its player chooses; one he sends against neither attacks the second', () => {
    const fury = { hand: ['Two Fronts', 'Battle Fury'] };
    // sent against the first zone
    expectScenario({
      ...twoFronts(fury),
      decisions: [
        PLAY,
        { type: 'play', card: 'Battle Fury' },
        { type: 'target', target: '@b' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        // not declared by the rules yet: it may go against either zone
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, 'combat.attackers': [], options: { include: [{ type: 'attacker', card: '@b' }, { type: 'pass' }] } } },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'attacker', card: '@r' },
        { expect: { 'combat.attackers': ['Brute'], prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
    // left out of the first group: the rules declare it against the second
    expectScenario({
      ...twoFronts(fury),
      decisions: [
        PLAY,
        { type: 'play', card: 'Battle Fury' },
        { type: 'target', target: '@b' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@r' },
        { type: 'pass' },
        // nothing left to choose for the second group: the first combat, the Raider alone
        { expect: { 'combat.attackers': ['Raider'], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@w' }] } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { expect: { 'combat.attackers': ['Brute'], prompt: { player: 2, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@g' }] } } },
      ],
    });
  });

  it('a waiting unit corrupted during the first combat still attacks: it was declared with the first group', () => {
    expectScenario({
      ...twoFronts({}, { hand: ['Taint'] }),
      decisions: [
        PLAY,
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'attacker', card: '@r' },
        { type: 'play', card: 'Taint', player: 2 },
        { type: 'target', target: '@r' },
        { expect: { '@r.corrupt': true } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { expect: { 'combat.attackers': ['Raider'] } },
      ],
    });
  });

  it("the units of both combats took part in combat this phase; one that left play and came back did not", () => {
    expectScenario({
      ...twoFronts({}, { hand: ['Reckoning', 'Recall'], quest: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Wall', as: 'qw' }] } }),
      decisions: [
        PLAY,
        { type: 'pass', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'attacker', card: '@r' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@w', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@w', amount: 2 },
        { type: 'pass', player: 2 },
        // the window after the first combat's damage step, before the second combat begins
        { expect: { prompt: { player: 2, kind: 'action' }, '@w.damage': 2, phase: 'battlefield' } },
        { type: 'pass', player: 2 },
        // second combat
        { expect: { 'combat.attackers': ['Raider'], '@w.damage': 2 } },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@qw', player: 2 },
        { type: 'pass', player: 2 },
        // the Wall of the first combat leaves play and comes back (a new card)
        { type: 'play', card: 'Recall', player: 2 },
        { type: 'target', target: '@w' },
        { type: 'pass', player: 2 },
        { expect: { '@w.loc': 'battlefield', '@w.damage': 0 } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@qw', amount: 1 },
        { type: 'pass', player: 2 },
        { expect: { phase: 'endTurn', prompt: { player: 2, kind: 'action' } } },
        { type: 'play', card: 'Reckoning', player: 2 },
      ],
      expect: { '@b.loc': 'discard', '@r.loc': 'discard', '@qw.loc': 'discard', '@w.loc': 'battlefield', '@g.loc': 'quest' },
    });
  });

  it("his legend may be the second target when the first was a zone, not twice", () => {
    expectScenario({
      ...twoFronts({}, { legend: { card: 'Ancestor Lord', as: 'l' } }),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom', target: '@l' },
        { expect: { options: { include: [{ type: 'attack', zone: 'quest' }], exclude: [{ type: 'attack', zone: 'quest', target: '@l' }, { type: 'attack', zone: 'kingdom' }] } } },
      ],
    });
    expectScenario({
      ...twoFronts({}, { legend: { card: 'Ancestor Lord', as: 'l' } }),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attack', zone: 'quest', target: '@l' }, { type: 'attack', zone: 'battlefield' }], exclude: [{ type: 'attack', zone: 'kingdom', target: '@l' }] } } },
      ],
    });
  });

  it('while the second group is declared, the players see the second zone and only that group as its attackers', () => {
    const r = expectScenario({
      ...twoFronts(),
      decisions: [
        PLAY,
        { type: 'attack', zone: 'kingdom' },
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { prompt: { player: 1, kind: 'declareAttackers' }, 'combat.attackers': ['Brute'] } },
      ],
    });
    for (const viewer of [0, 1] as const) {
      const cb = viewFor(r.state, viewer).combat!;
      expect(cb.zone).toBe('quest');
      expect(cb.attackers).toEqual([]);
    }
    expect(viewFor(r.state, 0).prompt!.title).toContain("opponent's quest");
  });

  it('a game saved while the second group is declared plays on the same once restored, second combat included', () => {
    const r = expectScenario({
      ...twoFronts(),
      decisions: [PLAY, { type: 'attack', zone: 'kingdom' }, { type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@b' }, { type: 'pass' }],
    });
    const a = r.state;
    const b = deserialize(serialize(a));
    expect(hashState(b)).toBe(hashState(a));
    let second = false;
    for (let i = 0; i < 40 && a.phase === 'battlefield'; i++) {
      const opts = legalOptions(a);
      expect(JSON.stringify(legalOptions(b))).toBe(JSON.stringify(opts));
      // the last option: the Raider as an attacker, defenders, damage to the capital
      applyInPlace(a, opts[opts.length - 1]);
      applyInPlace(b, opts[opts.length - 1]);
      expect(hashState(b)).toBe(hashState(a));
      if (a.combat?.zone === 'quest' && a.combat.attackers.length === 1 && a.combat.step !== 'declareAttackers') second = true;
    }
    expect(second).toBe(true);
  });
});
