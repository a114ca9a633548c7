/**
 * "Attach it to target unit" (Spirit Host): `attachTo(card, host)` — a card in a discard pile (or a
 * hand) enters play attached to a unit in play, in that unit's zone, under the ability's controller;
 * attached, a unit card is no unit (an Attachment support card), and it is discarded when its host
 * leaves play. A unit in play attaches itself instead (as Vigilant Elector does).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, attachTo, fromDiscard, SELF, target, TARGET, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  tactic('x9841', 'Bind Spirit', { abilities: [action({ targets: [fromDiscard(unit()), unit()], effect: attachTo(TARGET, target(1)) })] }),
  testUnit('x9842', 'Clinger', { abilities: [action({ target: unit({ not: SELF }), effect: attachTo(SELF, TARGET) })] }),
]);

describe('attaching a card to a unit', () => {
  it('a unit card from a discard pile enters play attached to the target, in its zone, under the player of the effect; it is no unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Bind Spirit', 'Grunt'], discard: [{ card: 'Brute', as: 'b' }] }, { quest: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [
        { type: 'play', card: 'Bind Spirit' },
      ],
      expect: { '@b.loc': 'quest', '@b.controller': 1, 'p2.quest.units': ['Grunt'], 'p1.discard': ['Bind Spirit'] },
    });
  });

  it('a unit in play attaches itself: it leaves its zone for its host\'s, no longer a unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Clinger', as: 'c' }] } }, { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'use', card: '@c', ability: 'action' }, { type: 'pass' }],
      expect: { '@c.loc': 'battlefield', 'p1.kingdom.units': [], 'p2.battlefield.units': ['Brute'] },
    });
  });
});
