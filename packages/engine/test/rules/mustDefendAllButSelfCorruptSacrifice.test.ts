/**
 * Card-language mechanisms added for the Corruption cycle: a unit that must defend if able (rules
 * summary: "cannot" wins — a unit that cannot defend is not made to), a shield that cancels all but N
 * points of each damage, a defender dealing its combat damage to every attacking unit, a unit that
 * enters play corrupted (entering in a state is no change: FAQ Q&A
 * Fellblade), a sacrifice that no leave-play replacement can stop (FAQ: Sacrifice), and a triggered
 * action on its own card leaving play, used from where the card went at its controller's first
 * opportunity (FAQ: Triggered Actions); tokens spendable as resources only for some cards played from hand;
 * an attachment leaving with its host that still sees the host leave (leave-play triggers look back);
 * extra damage to each target of a tactic its controller plays.
 */
import { describe, expect, it } from 'vitest';
import { cloneState, deserialize, legalOptions, serialize, type CardDef } from '../../src/index.js';
import { action, constant, damage, draw, EACH, each, entersDiscard, HOST, leavesPlay, whenever, EVENT_CARD, gain, replace, returnToHand, SELF, shield, TARGET, unit, YOU, sacrifice as sacrificeEffect } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}
function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Support', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  // "Action: target unit must defend this turn, if able."
  tactic('x7401', 'Goad', { abilities: [action({ target: unit(), effect: gain(TARGET, { mustDefend: true }, 'turn') })] }),
  // Damage assigned to this unit is cut down to 1 each time (3 hit points).
  testUnit('x7402', 'Stoic', { hitPoints: 3, abilities: [shield({ to: SELF, allBut: 1 })] }),
  // "This unit enters play corrupted."
  testUnit('x7403', 'Tainted', { abilities: [constant({ rules: { enterCorrupted: 'self' } })] }),
  // "If a unit you control would leave play, return it to its owner's hand instead."
  support('x7404', 'Recall Rune', { abilities: [replace({ on: 'leavePlay', card: unit({ controller: YOU }), instead: returnToHand(EVENT_CARD) })] }),
  // "Action: sacrifice target unit you control."
  tactic('x7405', 'Offer Up', { abilities: [action({ target: unit({ controller: YOU }), effect: sacrificeEffect(TARGET) })] }),
  // As a defender, its combat damage hits every attacker (power 2).
  // "Action: when this unit leaves play, draw 1 card."
  testUnit('x7407', 'Parting Gift', { abilities: [action({ when: leavesPlay(), effect: draw(YOU, 1) })] }),
  // Its resource tokens can pay for units its controller plays from hand.
  support('x7408', 'Unit Purse', { abilities: [constant({ rules: { tokensAsResources: { for: unit() } } })] }),
  // "Attach to a unit. When the attached unit enters a discard pile from play, draw 1 card."
  support('x7409', 'Mourning Band', { traits: ['Attachment'], attach: { to: unit() }, abilities: [whenever({ when: entersDiscard(HOST), effect: draw(YOU, 1) })] }),
  // "Action: return target unit to its owner's hand."
  tactic('x7410', 'Send Home', { abilities: [action({ target: unit(), effect: returnToHand(TARGET) })] }),
  // Each target damaged by a tactic its controller plays takes 1 more damage.
  support('x7411', 'War Drums', { abilities: [constant({ rules: { tacticDamageBonus: 1 } })] }),
  // "Action: deal 1 damage to one target unit." / "Action: deal 1 damage to each unit."
  tactic('x7412', 'Zap', { abilities: [action({ target: unit(), effect: damage(TARGET, 1) })] }),
  tactic('x7413', 'Quake', { abilities: [action({ effect: each(unit(), damage(EACH, 1)) })] }),
  testUnit('x7406', 'Lasher', { power: 2, hitPoints: 3, abilities: [constant({ modify: { damagesAllAttackers: true } })] }),
]);

describe('must defend, if able', () => {
  it('the unit is declared as a defender by the rules when its zone is attacked; the defender may add others', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['Goad'], battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Grunt', as: 'g2' }] } }),
      decisions: [
        { type: 'play', card: 'Goad' },
        { type: 'target', target: '@g' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { expect: { 'combat.defenders': ['Grunt'], prompt: { player: 2, kind: 'declareDefenders' }, options: { exclude: [{ type: 'defender', card: '@g' }] } } },
      ],
    });
  });

  it('not when it cannot defend (corrupt) or another zone is attacked', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ hand: ['Goad'], battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'g', corrupt: true }] }, quest: { cards: [{ card: 'Grunt', as: 'q' }] } }),
      decisions: [
        { type: 'play', card: 'Goad' },
        { type: 'target', target: '@g' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { expect: { 'combat.defenders': [] } },
      ],
    });
  });
});

describe('a shield cancelling all but N points', () => {
  it('each damage leaves 1 point; damage that cannot be cancelled is dealt in full', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Brute', as: 'b2' }] } }, { kingdom: { cards: [{ card: 'Stoic', as: 's' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@b2' },
        { type: 'defender', card: '@s', player: 2 },
        { type: 'assign', target: '@s', amount: 4 },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
      ],
      expect: { '@s.damage': 1, log: ['cancels 3 damage'] },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Stoic', as: 's' }] } }, { kingdom: { cards: [{ card: 'Striker', as: 'k' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'defender', card: '@k', player: 2 },
        { expect: { '@s.damage': 2 } },
      ],
    });
  });
});

describe('a unit entering play corrupted', () => {
  it('is corrupt as it enters; another unit entering its zone is not', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Tainted', as: 't' }, { card: 'Grunt', as: 'g' }, 'Brute'] }),
      decisions: [
        { type: 'play', card: '@t', zone: 'kingdom' },
        { type: 'play', card: '@g', zone: 'kingdom' },
      ],
      expect: { '@t.corrupt': true, '@g.corrupt': false },
    });
  });
});

describe('sacrifice', () => {
  it('cannot be replaced: a leave-play replacement applies to a destroyed unit, not to a sacrificed one', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Offer Up', 'Brute'], kingdom: { cards: ['Recall Rune', { card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'play', card: 'Offer Up' }],
      expect: { '@g.loc': 'discard' },
    });
  });
});

describe('a defender dealing its combat damage to every attacking unit', () => {
  it('each attacking unit is assigned its whole combat damage; only the other defenders\' damage is left to assign', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'a1' }, { card: 'Grunt', as: 'a2' }, { card: 'Brute', as: 'a3' }] } }, { kingdom: { cards: [{ card: 'Lasher', as: 'l' }, { card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a1' },
        { type: 'attacker', card: '@a2' },
        { type: 'attacker', card: '@a3' },
        { type: 'defender', card: '@l', player: 2 },
        { type: 'defender', card: '@g', player: 2 },
        { type: 'assign', target: '@l', amount: 3 },
        { type: 'assign', target: '@g', amount: 1 },
        { expect: { prompt: { player: 2, kind: 'assignDamage' }, log: ['P2 has 1 combat damage to assign'] } },
        { type: 'assign', target: '@a3', amount: 1, player: 2 },
      ],
      expect: { '@a1.loc': 'discard', '@a2.loc': 'discard', '@a3.loc': 'discard', '@l.loc': 'discard' },
    });
  });
});

describe("a triggered action on its own card leaving play", () => {
  it('is offered to the player who controlled the card, from the discard pile, at his first opportunity only', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Offer Up', 'Brute'], kingdom: { cards: [{ card: 'Parting Gift', as: 'p' }] } }),
      decisions: [
        { type: 'play', card: 'Offer Up' },
        { expect: { '@p.loc': 'discard', options: { include: [{ type: 'use', card: '@p', ability: 'action' }] } } },
        { type: 'use', card: '@p', ability: 'action' },
        { expect: { 'p1.hand.count': 2, options: { exclude: [{ type: 'use', card: '@p', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Offer Up', 'Brute'], kingdom: { cards: [{ card: 'Parting Gift', as: 'p' }] } }),
      decisions: [
        { type: 'play', card: 'Offer Up' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@p', ability: 'action' }] } } },
      ],
    });
  });
});

describe('tokens spendable as resources for some cards only', () => {
  it('pay for a matching card played from hand, not for other cards or abilities', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Grunt', 'Offer Up', 'Village'], kingdom: { cards: [{ card: 'Unit Purse', as: 'u', tokens: 2 }, 'Brute'] } }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: 'Grunt', zone: 'kingdom' }], exclude: [{ type: 'play', card: 'Village', zone: 'kingdom' }] } } },
        { type: 'play', card: 'Grunt', zone: 'kingdom' },
        { type: 'target', target: '@u' },
        // (P1 lets his play resolve)
        { type: 'pass' },
      ],
      expect: { '@u.tokens': 1, 'p1.kingdom.units': ['Brute', 'Grunt'] },
    });
  });

  it('the pay step remembers the card being paid for through a copy and a save', () => {
    const r = expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Grunt', 'Brute'], kingdom: { cards: [{ card: 'Unit Purse', as: 'u', tokens: 2 }] } }),
      decisions: [{ type: 'play', card: 'Grunt', zone: 'kingdom' }, { expect: { prompt: { player: 1, kind: 'pay' } } }],
    });
    const options = JSON.stringify(legalOptions(r.state));
    expect(JSON.stringify(legalOptions(cloneState(r.state)))).toBe(options);
    expect(JSON.stringify(legalOptions(deserialize(serialize(r.state))))).toBe(options);
  });
});

describe('an attachment leaving play with its host', () => {
  it("still sees its host go to the discard pile (it left with it), not its host going to a hand", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Offer Up', 'Brute'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Mourning Band', as: 'm', attachedTo: '@g' }] } }),
      decisions: [{ type: 'play', card: 'Offer Up' }, { type: 'pass' } /* the order of the two cards in the discard pile */],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard', 'p1.hand.count': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Send Home', 'Brute'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Mourning Band', as: 'm', attachedTo: '@g' }] } }),
      decisions: [{ type: 'play', card: 'Send Home' }],
      expect: { '@g.loc': 'hand', '@m.loc': 'discard', 'p1.hand.count': 2 },
    });
  });
});

describe("extra damage to a tactic's targets", () => {
  it('adds to the damage a tactic of its controller deals to its targets only', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Zap', 'Quake', 'Brute'], kingdom: { cards: ['War Drums', { card: 'Wall', as: 'w' }] } }, { kingdom: { cards: [{ card: 'Wall', as: 'w2' }] } }),
      decisions: [
        { type: 'play', card: 'Zap' },
        { type: 'target', target: '@w2' },
        { type: 'pass' },
        { expect: { '@w2.damage': 2 } },
        { type: 'play', card: 'Quake' },
      ],
      expect: { '@w2.damage': 3, '@w.damage': 1 },
    });
  });
});
