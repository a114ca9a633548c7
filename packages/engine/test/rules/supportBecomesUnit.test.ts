/**
 * A support card an effect makes a unit (`becomesUnit: { hitPoints }` on a faceup support): until the
 * effect ends it is a unit with those hit points that keeps its own power and still counts as a
 * support card — it may attack, defend and be destroyed by damage; when the effect ends it is only a
 * support again and its damage goes (its tokens stay).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, damage, gain, support, TARGET } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const card = (id: string, name: string, extra: Partial<CardDef>): CardDef => ({ ...testUnit(id, name), power: 0, hitPoints: 0, ...extra });

registerFixtures([
  card('x9501', 'Watch Tower', { type: 'Support', power: 2, traits: ['Building'] }),
  // Target support card: also a unit, 3 hit points, for the rest of the turn.
  card('x9502', 'Animate Stone', { type: 'Tactic', cost: 0, abilities: [action({ target: support(), effect: gain(TARGET, { becomesUnit: { hitPoints: 3 } }) })] }),
  // "Deal 1 damage to target support card."
  card('x9503', 'Chip', { type: 'Tactic', cost: 0, abilities: [action({ target: support(), effect: damage(TARGET, 1) })] }),
]);

describe('a support card made a unit', () => {
  it('is a unit keeping its power, still a support; it attacks; at the end of the turn it is a support again and its damage goes', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Animate Stone', 'Chip', 'Grunt'], battlefield: { cards: [{ card: 'Watch Tower', as: 't', tokens: 1 }] } }, {}),
      decisions: [
        { expect: { 'p1.battlefield.units': [], 'p1.battlefield.power': 2 } },
        { type: 'play', card: 'Animate Stone' },
        { type: 'pass' },
        { expect: { 'p1.battlefield.units': ['Watch Tower'], 'p1.battlefield.supports': ['Watch Tower'], '@t.power': 2, '@t.hitPoints': 3, 'p1.battlefield.power': 2 } },
        // a support target still: Chip may damage it
        { type: 'play', card: 'Chip' },
        { expect: { '@t.damage': 1, '@t.loc': 'battlefield' } },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@t' },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { expect: { 'p2.kingdom.damage': 2 } },
      ],
      expect: { turn: 4, '@t.damage': 0, '@t.tokens': 1, '@t.hitPoints': 0, 'p1.battlefield.units': [] },
    });
  });

  it('damage reaching its hit points destroys it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Animate Stone', 'Chip', 'Chip', 'Chip', 'Grunt'], battlefield: { cards: [{ card: 'Watch Tower', as: 't' }] } }, {}),
      decisions: [
        { type: 'play', card: 'Animate Stone' },
        { type: 'pass' },
        { type: 'play', card: 'Chip' },
        { type: 'pass' },
        { type: 'play', card: 'Chip' },
        { type: 'pass' },
        { expect: { '@t.loc': 'battlefield', '@t.damage': 2 } },
        { type: 'play', card: 'Chip' },
      ],
      expect: { '@t.loc': 'discard' },
    });
  });
});
