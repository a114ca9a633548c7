/**
 * The scenario runner: when a scenario's decisions run out while a Forced effect is half-resolved,
 * stopped at a choice, its final expectations would be checked against a state the game never rests
 * in — so they fail unless they name the pending prompt. Mid-way expectations, and scenarios with no
 * final expectation (tests reading the state themselves), are left alone.
 */
import { describe, expect, it } from 'vitest';
import { runScenario, type CardDef } from '../../src/index.js';
import { choose, corrupt, entersPlay, forced, unit, YOU } from '../../src/dsl.js';
import { board, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Forced: when this unit enters play, corrupt one of your units" (a choice, not a target).
  testUnit('sf101', 'Taint Bearer', { abilities: [forced({ when: entersPlay(), effect: corrupt(choose(unit({ controller: YOU }), { label: 'unit to corrupt' })) })] }),
] satisfies CardDef[]);

const play = (expectations: Record<string, unknown>, more: object[] = []) =>
  runScenario({
    phase: 'capital',
    players: board({ resources: 5, hand: ['Taint Bearer', 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
    decisions: [{ type: 'play', card: 'Taint Bearer', zone: 'kingdom' }, ...more] as never,
    expect: expectations,
  });

describe('scenario runner: decisions running out during a Forced effect', () => {
  it('final expectations against the half-resolved effect fail, naming it', () => {
    const r = play({ '@g.corrupt': false });
    expect(r.passed).toBe(false);
    expect(r.failures.join('\n')).toMatch(/decisions ran out while Taint Bearer's Forced effect waits for a choice of player 1/);
  });

  it('passes when the expectations name the pending prompt, when the choice is made, or with no final expectation', () => {
    expect(play({ prompt: { player: 1, kind: 'choose' }, '@g.corrupt': false }).failures).toEqual([]);
    expect(play({ '@g.corrupt': true }, [{ type: 'target', target: '@g' }]).failures).toEqual([]);
    expect(play({}, [{ expect: { '@g.corrupt': false } }]).failures).toEqual([]);
  });
});
