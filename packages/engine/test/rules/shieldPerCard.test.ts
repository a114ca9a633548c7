/**
 * A shield with `limit: 'turn'` protecting several cards, with `perCard: true`: each card it protects
 * has its own allowance ("each unit you control gains: '… the first damage point each unit takes in a turn …'" — Tyrion), where a shield without it has one allowance in all. A redirect from a card
 * outside the zones (a legend) reads "any corresponding zone" as the zone of the unit the damage was
 * headed for.
 */
import { describe, it } from 'vitest';
import { action, OPPONENT, putIntoPlay, returnToHand, shield, target, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const support = (id: string, name: string, abilities: unknown[]) => testUnit(id, name, { type: 'Support', power: 0, hitPoints: 0, abilities } as never);

registerFixtures([
  support('spc001', 'Each Ward', [shield({ to: unit({ controller: 'you' }), amount: 1, limit: 'turn', perCard: true })]),
  support('spc002', 'One Ward', [shield({ to: unit({ controller: 'you' }), amount: 1, limit: 'turn' })]),
  // A unit leaves play and comes back at once: a new card (rules: a card leaving play forgets everything).
  { ...testUnit('spc003', 'Blink'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit({ controller: OPPONENT }), effect: [returnToHand(target(0)), putIntoPlay(target(0), 'kingdom', { controller: OPPONENT })] })] },
]);

describe('a shield with perCard', () => {
  it('each protected unit has its own first point each turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Bolt', 'Bolt', 'Bolt', 'Grunt'] },
        { kingdom: { cards: ['Each Ward', { card: 'Wall', as: 'a' }, { card: 'Wall', as: 'b' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@a' }, { type: 'pass', player: 1 },
        { expect: { '@a.damage': 0 } },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@b' }, { type: 'pass', player: 1 },
        { expect: { '@b.damage': 0 } },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@a' }, { type: 'pass', player: 1 },
      ],
      expect: { '@a.damage': 1, '@b.damage': 0 },
    });
  });

  it('a unit that left play and came back is a new card, with an allowance of its own', () => {
    // The only unit of P2: every target below is chosen for P1 (one candidate).
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Blink', 'Bolt', 'Bolt', 'Grunt'] }, { kingdom: { cards: ['Each Ward', { card: 'Wall', as: 'a' }] } }),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'pass', player: 1 },
        { expect: { '@a.damage': 0 } },
        { type: 'play', card: 'Blink' }, { type: 'pass', player: 1 },
        { expect: { 'p2.kingdom.units': ['Wall'], 'p2.hand': [] } },
        { type: 'play', card: 'Bolt' }, { type: 'pass', player: 1 },
        { expect: { '@a.damage': 0 } },
        { type: 'play', card: 'Bolt' }, { type: 'pass', player: 1 },
      ],
      expect: { '@a.damage': 1 },
    });
  });

  it('without it, one allowance covers all the units it protects', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Bolt', 'Bolt', 'Grunt'] },
        { kingdom: { cards: ['One Ward', { card: 'Wall', as: 'a' }, { card: 'Wall', as: 'b' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@a' }, { type: 'pass', player: 1 },
        { expect: { '@a.damage': 0 } },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@b' }, { type: 'pass', player: 1 },
      ],
      expect: { '@a.damage': 0, '@b.damage': 1 },
    });
  });
});
