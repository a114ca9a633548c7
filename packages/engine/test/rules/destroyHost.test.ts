/**
 * "If attached unit is <condition>, destroy that unit" as an attachment's constant (`rules: { destroyHost:
 * true }` with `if:`): whenever the condition holds — damage dealt to the unit, damage moved onto it, or
 * attached to a unit already damaged — the unit is destroyed at the state checks, as lethal damage is; not
 * while the condition does not hold (cancelled damage),
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, constant, damage, HOST, is, moveDamage, target, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  // "Attach to a unit. If attached unit is damaged, destroy that unit."
  {
    ...testUnit('x9891', 'Frail Mark'),
    type: 'Support',
    cost: 0,
    power: 0,
    hitPoints: 0,
    traits: ['Attachment'],
    attach: { to: unit() },
    abilities: [constant({ if: is(HOST, { damaged: true }), rules: { destroyHost: true } })],
  },
  tactic('x9892', 'Nick', { abilities: [action({ target: unit(), effect: damage(TARGET, 1) })] }),
  tactic('x9893', 'Shift Wounds', { abilities: [action({ targets: [unit(), unit()], effect: moveDamage(TARGET, target(1), 1) })] }),
]);

describe('"if attached unit is damaged, destroy that unit"', () => {
  it('destroys its unit as soon as damage is dealt to it, not before', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Nick', 'Brute'], kingdom: { cards: [{ card: 'Brute', as: 'g' }, { card: 'Frail Mark', as: 'm', attachedTo: '@g' }, { card: 'Grunt', as: 'other' }] } }),
      decisions: [
        { expect: { '@g.loc': 'kingdom' } },
        { type: 'play', card: 'Nick' },
        { type: 'target', target: '@g' },
        { type: 'pass' }, // the order of the two cards in the discard pile
      ],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard', '@other.loc': 'kingdom' },
    });
  });

  it('also when damage is moved onto it (no damage is dealt)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Shift Wounds', 'Brute'], kingdom: { cards: [{ card: 'Brute', as: 'g' }, { card: 'Frail Mark', as: 'm', attachedTo: '@g' }, { card: 'Brute', as: 'hurt', damage: 1 }] } }),
      decisions: [{ type: 'play', card: 'Shift Wounds' }, { type: 'target', target: '@hurt' }, { type: 'target', target: '@g' }, { type: 'pass' }],
      expect: { '@g.loc': 'discard', '@hurt.damage': 0, '@hurt.loc': 'kingdom' },
    });
  });

  it('a damaged unit without it stays in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Brute', as: 'g', damage: 1 }, { card: 'Brute', as: 'b' }, { card: 'Frail Mark', as: 'm', attachedTo: '@b' }] } }),
      decisions: [{ type: 'pass' }],
      expect: { '@g.loc': 'kingdom', '@b.loc': 'kingdom', '@m.loc': 'kingdom' },
    });
  });

  it('at once on a unit already damaged', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Brute', as: 'g', damage: 1 }, { card: 'Frail Mark', as: 'm', attachedTo: '@g' }] } }),
      decisions: [{ type: 'pass' }],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard' },
    });
  });
});
