/**
 * On destruction, this unit enters play in its controller's kingdom rather than the discard pile
 * (Vigilant Pistoliers): `act.destroyInto` in a mandatory replacement of the destruction. The card is
 * destroyed (destruction triggers see it) and leaves play (it is a new card), but never enters the
 * discard pile (what watches a discard pile sees nothing); it enters play at once in that zone of its
 * controller's capital. One that cannot be in play there (a second Hero in that zone) goes to the pile as usual.
 */
import { describe, it } from 'vitest';
import { act, action, custom, destroy, entersDiscard, forced, gainResources, isDestroyed, replace, SELF, TARGET, unit, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const comeBack = replace({ on: 'destroy', card: SELF, zone: 'battlefield', instead: custom('back into the kingdom', (ctx) => act.destroyInto(ctx, ctx.self, 'kingdom')) });

registerFixtures([
  testUnit('tdi01', 'Stubborn Guard', { abilities: [comeBack] }),
  testUnit('tdi02', 'Stubborn Captain', { hero: true, abilities: [comeBack] }),
  testUnit('tdi05', 'Warden Hero', { hero: true }),
  // "Forced: when a unit is destroyed, gain 1 resource." / "Forced: when a unit enters a discard pile, gain 2 resources."
  testUnit('tdi03', 'Mourner', { abilities: [forced({ when: isDestroyed(unit()), effect: gainResources(YOU, 1) }), forced({ id: 'pile', when: entersDiscard(unit()), effect: gainResources(YOU, 2) })] }),
  { ...testUnit('tdi04', 'Smite'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: destroy(TARGET) })] },
]);

describe('destroyed, put into play instead of into the discard pile', () => {
  it('it is destroyed and comes back as a new card in the kingdom; it never enters the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Smite', 'Grunt'], battlefield: { cards: [{ card: 'Stubborn Guard', as: 'g', damage: 1 }] } }, { kingdom: { cards: ['Mourner'] } }),
      decisions: [{ type: 'play', card: 'Smite' }, { type: 'target', target: '@g' }],
      // the Mourner's player gains 1 (a destruction), not 2 (nothing entered a discard pile)
      expect: { '@g.loc': 'kingdom', '@g.damage': 0, 'p1.discard': ['Smite'], 'p2.resources': 1 },
    });
  });

  it('destroyed in another zone (no replacement there), it goes to the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Smite', 'Grunt'], quest: { cards: [{ card: 'Stubborn Guard', as: 'g' }] } }, { kingdom: { cards: ['Mourner'] } }),
      decisions: [{ type: 'play', card: 'Smite' }, { type: 'target', target: '@g' }, { type: 'resolve', index: 0, player: 2 }],
      expect: { '@g.loc': 'discard', 'p2.resources': 3 },
    });
  });

  it('one that cannot be in play there (a Hero where its controller has one: FAQ Limit one Hero per zone) goes to the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Smite', 'Grunt'], kingdom: { cards: ['Warden Hero'] }, battlefield: { cards: [{ card: 'Stubborn Captain', as: 'c' }] } }, { kingdom: { cards: ['Mourner'] } }),
      decisions: [{ type: 'play', card: 'Smite' }, { type: 'target', target: '@c' }, { type: 'resolve', index: 0, player: 2 }],
      expect: { '@c.loc': 'discard', 'p2.resources': 3 },
    });
  });
});
