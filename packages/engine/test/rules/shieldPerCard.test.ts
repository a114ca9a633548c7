/**
 * A shield with `limit: 'turn'` protecting several cards, with `perCard: true`: each card it protects
 * has its own allowance ("each unit you control gains: '… the first damage point each unit takes in a turn …'" — Tyrion), where a shield without it has one allowance in all. A redirect from a card
 * outside the zones (a legend) reads "any corresponding zone" as the zone of the unit the damage was
 * headed for.
 */
import { describe, it } from 'vitest';
import { shield, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const support = (id: string, name: string, abilities: unknown[]) => testUnit(id, name, { type: 'Support', power: 0, hitPoints: 0, abilities } as never);

registerFixtures([
  support('spc001', 'Each Ward', [shield({ to: unit({ controller: 'you' }), amount: 1, limit: 'turn', perCard: true })]),
  support('spc002', 'One Ward', [shield({ to: unit({ controller: 'you' }), amount: 1, limit: 'turn' })]),
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
