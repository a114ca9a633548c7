/**
 * Pieces of the card language added for the Core Set chaos and Eternal War cards: the "deals damage
 * in combat" trigger (FAQ: Dealing Damage in Combat), "you must burn 3 zones to win for the rest of
 * the game" (rules summary), a unit-or-section choice of any player's sections, and the count of
 * cards a player played this turn (for "the first card you play each turn").
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, conditionFn, constant, damage, dealsCombatDamage, draw, entersPlay, forced, mustBurnToWin, rules, SELF, TARGET, unitOrSection, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const tactic = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra });

registerFixtures([
  // "Forced: when this unit deals damage in combat, draw 1 card." (1/2)
  testUnit('x9101', 'Bloodthirsty', { abilities: [forced({ when: dealsCombatDamage(SELF), effect: draw(YOU, 1) })] }),
  // the same with no power
  testUnit('x9102', 'Meek Thirster', { power: 0, abilities: [forced({ when: dealsCombatDamage(SELF), effect: draw(YOU, 1) })] }),
  // "Forced: when this unit enters play, you must burn 3 zones to win for the rest of the game."
  testUnit('x9103', 'Oathkeeper', { abilities: [forced({ when: entersPlay(), effect: mustBurnToWin(YOU, 3) })] }),
  // "Action: deal 1 damage to one target unit or capital section."
  tactic('x9104', 'Sling', { abilities: [action({ target: unitOrSection(), effect: damage(TARGET, 1) })] }),
  // "The first card you play each turn costs 1 less."
  { ...testUnit('x9105', 'Quartermaster'), type: 'Support', abilities: [constant({ if: conditionFn((ctx) => rules.cardsPlayedThisTurn(ctx.state, ctx.player) === 0), rules: { cost: { change: -1 } } })] },
]);

describe('deals damage in combat', () => {
  it('every unit that added damage to a pool that reached an opposing unit or capital deals damage (not one that added none)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Bloodthirsty', as: 'b' }, { card: 'Meek Thirster', as: 'm' }, { card: 'Grunt', as: 'g' }] } }, {}),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@m' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      // the Bloodthirsty draws; the Meek Thirster (no power) does not
      expect: { 'p2.kingdom.damage': 2, 'p1.hand.count': 1, log: ['[T3 battlefield] P1 draws 1 card'] },
    });
  });

  it('not when all of the pool is cancelled; a defender deals damage too', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Bloodthirsty', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Shieldbearer', as: 's' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'defender', card: '@s' },
        { type: 'assign', target: '@s', amount: 1 }, // Toughness 1 cancels it
        { type: 'assign', target: '@b', amount: 1 },
      ],
      expect: { '@s.damage': 0, '@b.damage': 1, 'p1.hand.count': 0, log: ['Toughness 1 cancels'] },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { kingdom: { cards: [{ card: 'Bloodthirsty', as: 'b' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@b' },
        { type: 'assign', target: '@b', amount: 1 },
        { type: 'assign', target: '@g', amount: 1 },
      ],
      expect: { '@g.loc': 'discard', log: ['[T3 battlefield] P2 draws 1 card'] },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Shieldbearer', as: 's' }] } }, { kingdom: { cards: [{ card: 'Bloodthirsty', as: 'b' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'defender', card: '@b' },
        { type: 'assign', target: '@b', amount: 1 },
        { type: 'assign', target: '@s', amount: 1 }, // cancelled
      ],
      // P2 draws only his quest-phase card of turn 4
      expect: { '@s.damage': 0, '@b.damage': 1, turn: 4, 'p2.deck': 9 },
    });
  });
});

describe('must burn more zones to win', () => {
  it('sets how many zones its player must burn, for the rest of the game', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Oathkeeper'] }),
      decisions: [{ type: 'play', card: 'Oathkeeper', zone: 'kingdom' }],
      expect: { 'p1.zonesToWin': 3, 'p2.zonesToWin': 2, log: ['P1 must burn 3 zones to win for the rest of the game'] },
    });
  });
});

describe('a unit or capital section', () => {
  it("offers any player's sections unless the card says whose", () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Sling'] }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: 'Sling' },
        { expect: { options: { include: [{ type: 'target', target: '@g' }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'quest', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.quest.damage': 1 },
    });
  });
});

describe('cards played this turn', () => {
  it('counts the cards a player played this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Brute', 'Brute'], kingdom: { cards: ['Quartermaster'] } }),
      decisions: [
        { type: 'play', card: 'Brute', zone: 'kingdom' }, // the first card: 3 - 1
        { expect: { 'p1.resources': 3 } },
        { type: 'play', card: 'Brute', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0 },
    });
  });

  it('developments count', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Brute', 'Grunt'], kingdom: { cards: ['Quartermaster'] } }),
      decisions: [
        { type: 'develop', card: 'Grunt', zone: 'quest' },
        { type: 'play', card: 'Brute', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0 },
    });
  });
});
