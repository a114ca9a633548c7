/**
 * A mandatory triggered constant effect ("whenever ..., do ...", neither "Forced:" nor "you may":
 * The Glittering Tower): a constant effect for timing — it resolves before Forced effects with the
 * same trigger (FAQ: Simultaneous Effects) — and a card that loses its Forced effects keeps it.
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { beginTurn, constant, forced, gainResources, support, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, logIndex, registerFixtures } from '../helpers.js';

function card(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Forced: at the beginning of your turn, gain 1 resource."
  card('tw001', 'Tithe Barn', { abilities: [forced({ when: beginTurn(), effect: gainResources(YOU, 1) })] }),
  // "At the beginning of your turn, gain 2 resources." (no "Forced:")
  card('tw002', 'Toll Gate', { abilities: [whenever({ when: beginTurn(), effect: gainResources(YOU, 2) })] }),
  // "Support cards lose their Actions and Forced effects."
  card('tw003', 'Gag Order', { abilities: [constant({ affects: support(), modify: { losesActionsAndForced: true } })] }),
]);

describe('whenever: mandatory triggered constant effects', () => {
  it('resolve before Forced effects with the same trigger, without asking', () => {
    const r = expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Tithe Barn', 'Toll Gate'] } }),
      decisions: [{ expect: { phase: 'capital' } }],
    });
    const gate = logIndex(r.state, 'P1 gains 2 resources');
    const barn = logIndex(r.state, 'P1 gains 1 resource');
    expect(gate).toBeGreaterThanOrEqual(0);
    expect(barn).toBeGreaterThan(gate);
  });

  it('stay with a card that loses its Forced effects', () => {
    const r = expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Tithe Barn', 'Toll Gate', 'Gag Order'] } }),
      decisions: [{ expect: { phase: 'capital' } }],
    });
    expect(logIndex(r.state, 'P1 gains 2 resources')).toBeGreaterThanOrEqual(0);
    expect(logIndex(r.state, 'P1 gains 1 resource')).toBe(-1);
  });
});
