/**
 * "Cannot be restored" (Mods `cannotBeRestored`): a corrupt card with it stays corrupt — no restore
 * effect turns it back, nothing triggers, and its controller's Kingdom-phase restore does not offer it.
 * Given for a while (`gain`) it ends with its duration.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, constant, draw, each, EACH, gain, isRestored, restore, TARGET, unit, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  tactic('x9541', 'Keep It Tainted', { abilities: [action({ target: unit(), effect: gain(TARGET, { cannotBeRestored: true }) })] }),
  tactic('x9542', 'Cleanse All', { abilities: [action({ effect: each(unit({ corrupt: true }), restore(EACH)) })] }),
  // "Whenever a unit is restored, draw a card."
  // "This unit cannot be restored."
  { ...testUnit('x9544', 'Festering Grunt'), abilities: [constant({ modify: { cannotBeRestored: true } })] },
  { ...testUnit('x9543', 'Restoration Watcher'), abilities: [whenever({ when: isRestored(unit()), effect: draw(YOU, 1) })] },
]);

describe('cannot be restored', () => {
  it('a restore effect leaves it corrupt and triggers nothing; another corrupt unit is restored', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Keep It Tainted', 'Cleanse All', 'Grunt'],
        kingdom: { cards: [{ card: 'Grunt', as: 'a', corrupt: true }, { card: 'Grunt', as: 'b', corrupt: true }, { card: 'Restoration Watcher', as: 'w' }] },
      }),
      decisions: [
        { type: 'play', card: 'Keep It Tainted' },
        { type: 'target', target: '@a' },
        { type: 'pass' },
        { type: 'play', card: 'Cleanse All' },
        { type: 'pass' },
      ],
      // only b was restored: one card drawn
      expect: { '@a.corrupt': true, '@b.corrupt': false, 'p1.hand.count': 2 },
    });
  });

  it("is not offered in its controller's Kingdom-phase restore; the effect ends with its duration", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ hand: ['Keep It Tainted'], kingdom: { cards: [{ card: 'Grunt', as: 'a', corrupt: true }, { card: 'Grunt', as: 'b', corrupt: true }] } }, { hand: ['Grunt'] }),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Keep It Tainted', player: 1 },
        { type: 'target', target: '@a' },
        // P2's turn goes on; the effect ends with it: on turn 4 P1 may restore either unit
        { type: 'pass', player: 2 },
        { expect: { turn: 4, prompt: { player: 1, kind: 'restore' }, options: { include: [{ type: 'restore', card: '@a' }, { type: 'restore', card: '@b' }] } } },
      ],
    });
    expectScenario({
      phase: 'kingdom',
      players: board({ kingdom: { cards: [{ card: 'Festering Grunt', as: 'f', corrupt: true }, { card: 'Grunt', as: 'b', corrupt: true }] } }),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'restore' }, options: { include: [{ type: 'restore', card: '@b' }, { type: 'pass' }], exclude: [{ type: 'restore', card: '@f' }] } } },
        { type: 'restore', card: '@b' },
      ],
      expect: { '@f.corrupt': true, '@b.corrupt': false },
    });
  });
});
