/**
 * An attack an effect initiates outside the battlefield phase (`initiateAttack(units, zone)`: Wolves
 * of the North): in its player's own turn, the given units able to attack (not corrupt, not under
 * "cannot attack") attack that zone of the opponent's capital, alone, wherever they stand; the combat
 * runs from "attackers declared" once the chain has resolved, then the action window it began in goes
 * on; afterwards no combat is in progress.
 */
import { describe, expect, it } from 'vitest';
import { action, damage, EACH, each, initiateAttack, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, logIndex, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Action: deal 1 damage to each attacking unit."
  { ...testUnit('x9432', 'Volley'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: each(unit({ attacking: true }), damage(EACH, 1)) })] },
  // "Action: target unit you control attacks your opponent's kingdom. Limit once per turn."
  { ...testUnit('x9431', 'Raid Horn'), type: 'Support', power: 0, hitPoints: 0, abilities: [action({ limit: 'turn', target: unit({ controller: 'you' }), effect: initiateAttack(TARGET, 'kingdom') })] },
]);

describe('an attack initiated by an effect', () => {
  it('in the quest phase: only that unit attacks, from its own zone; defenders and damage as usual; then the phase goes on', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { kingdom: { cards: ['Raid Horn', { card: 'Brute', as: 'b' }] }, battlefield: { cards: [{ card: 'Grunt', as: 'g1' }] } },
        { kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        { type: 'use', card: 'Raid Horn', ability: 'action' },
        { type: 'target', target: '@b' },
        { expect: { phase: 'quest', 'combat.attackers': ['Brute'], prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        // the quest phase's window again (nothing more to do there), then the capital phase
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, 'p2.kingdom.damage': 2, '@b.loc': 'kingdom', 'combat.attackers': [] } },
      ],
    });
  });

  it('begins once the whole chain has resolved', () => {
    const r = expectScenario({
      phase: 'quest',
      players: board(
        { hand: ['Bolt', 'Grunt'], kingdom: { cards: ['Raid Horn', { card: 'Brute', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Bolt' },
        { type: 'target', target: '@g' },
        // P1 adds the Horn on top of his own Bolt: it resolves first, the Bolt next, then the attack
        { type: 'use', card: 'Raid Horn', ability: 'action' },
        // the Grunt was destroyed before defenders could be declared: none, P1 assigns to the kingdom
        { expect: { '@g.loc': 'discard', prompt: { player: 1, kind: 'assignDamage' } } },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2 },
    });
    // the Bolt (the older link) resolved before the attackers were declared
    const bolt = logIndex(r.state, 'is destroyed');
    expect(bolt).toBeGreaterThan(-1);
    expect(bolt).toBeLessThan(logIndex(r.state, 'P1 attacks the kingdom with'));
  });

  it("a corrupt unit does not attack, nor does anything in the opponent's turn", () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { kingdom: { cards: ['Raid Horn', { card: 'Brute', as: 'b', corrupt: true }] } },
        { kingdom: { cards: ['Wall'] } },
      ),
      decisions: [
        { type: 'use', card: 'Raid Horn', ability: 'action' },
        { expect: { phase: 'capital', prompt: { player: 1, kind: 'action' }, 'p2.kingdom.damage': 0, log: ['Raid Horn'] } },
      ],
    });
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board(
        { kingdom: { cards: ['Raid Horn', { card: 'Brute', as: 'b' }] } },
        { kingdom: { cards: ['Wall'] } },
      ),
      decisions: [
        { type: 'use', card: 'Raid Horn', ability: 'action', player: 1 },
        { expect: { phase: 'capital', prompt: { player: 2, kind: 'action' }, 'p1.kingdom.damage': 0, 'p2.kingdom.damage': 0, '@b.damage': 0 } },
      ],
    });
  });

  it('its unit is not attacking before the chain has resolved: an older link hitting each attacking unit misses it', () => {
    expectScenario({
      phase: 'quest',
      players: board(
        { hand: ['Volley', 'Grunt'], kingdom: { cards: ['Raid Horn', { card: 'Grunt', as: 'g' }] } },
        { kingdom: { cards: [{ card: 'Wall', as: 'w' }] } },
      ),
      decisions: [
        // the Horn, on top of the Volley, resolves first; the Volley then finds no attacking unit
        { type: 'play', card: 'Volley' },
        { type: 'use', card: 'Raid Horn', ability: 'action' },
        { expect: { '@g.loc': 'kingdom', '@g.damage': 0, 'combat.attackers': ['Grunt'], prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });
});
