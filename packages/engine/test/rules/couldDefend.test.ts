/**
 * The combat keeps the defender's units that could be declared as defenders as the Declare Defenders
 * step begins (`combat.couldDefend`, read with `rules.combat`): "each unit that could have defended
 * but did not" (Malus Darkblade). It is read then, not as the attack is declared: a unit made unable
 * to defend in the window after the attackers is not among them (rules summary: Corruption; "Cannot"),
 * a unit that entered the zone in that window is. Saves keep it; a save from before it loads with none.
 */
import { describe, expect, it } from 'vitest';
import { cloneState, deserialize, serialize } from '../../src/index.js';
import { action, damage, each, EACH, endPhase, gain, OPPONENT, rules, TARGET, unit, whenever, YOU, type Ctx } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const stayedBack = (ctx: Ctx, id: number) => (rules.combat(ctx.state)?.couldDefend.includes(id) ?? false) && !rules.eventsThisTurn(ctx.state, 'defended').includes(id);

registerFixtures([
  // When your battlefield phase ends: 1 damage to every enemy unit that was able to defend yet stayed back.
  testUnit('x9361', 'Stay-Back Watcher', { abilities: [whenever({ when: endPhase('battlefield', YOU), effect: each(unit({ controller: OPPONENT, where: stayedBack }), damage(EACH, 1)) })] }),
  // "Action: target unit cannot defend this turn."
  { ...testUnit('x9362', 'Hold Back'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: gain(TARGET, { cannotDefend: true }) })] },
]);

describe('units that could have defended', () => {
  it('are the units able to defend as defenders are declared, after the window that follows the attackers', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: [{ card: 'Hold Back', as: 'hb' }], kingdom: { cards: ['Stay-Back Watcher'] }, battlefield: { cards: [{ card: 'Brute', as: 'a' }] } },
        {
          kingdom: {
            cards: [
              { card: 'Brute', as: 'def' },
              { card: 'Brute', as: 'idle' },
              { card: 'Brute', as: 'held' },
              { card: 'Brute', as: 'corrupt', corrupt: true },
            ],
          },
          quest: { cards: [{ card: 'Brute', as: 'q' }] },
        },
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { type: 'attacker', card: '@a' },
        // in the window after the attackers, P1 stops one of them from defending
        { type: 'play', card: '@hb', player: 1 },
        { type: 'target', target: '@held' },
        { expect: { 'p1.discard': ['Hold Back'] } },
        { type: 'defender', card: '@def', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@def', amount: 2 },
        { type: 'assign', target: '@a', amount: 2, player: 2 },
      ],
      expect: { turn: 4, '@idle.damage': 1, '@held.damage': 0, '@corrupt.damage': 0, '@q.damage': 0, '@def.damage': 2 },
    });
    expect(r.state.combat).toBeNull();
  });

  it('is kept by clones and saves; a save without it loads with none', () => {
    const r = expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a' }] } }, { kingdom: { cards: [{ card: 'Brute', as: 'k' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
    const cb = r.state.combat!;
    expect(cb.couldDefend).toHaveLength(1);
    expect(cloneState(r.state).combat!.couldDefend).toEqual(cb.couldDefend);
    expect(deserialize(serialize(r.state)).combat!.couldDefend).toEqual(cb.couldDefend);
    const old = JSON.parse(serialize(r.state)) as { combat: Record<string, unknown> };
    delete old.combat.couldDefend;
    expect(deserialize(JSON.stringify(old)).combat!.couldDefend).toEqual([]);
  });
});
