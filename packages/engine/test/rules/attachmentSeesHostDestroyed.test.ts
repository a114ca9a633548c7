/**
 * An attachment's "when the attached unit is destroyed" (`isDestroyed(HOST)`): the attachment leaves
 * play with its unit, yet still sees that unit destroyed, as it sees it leave play or enter a discard
 * pile (leave-play triggers look back). Not when the unit is sacrificed (FAQ: Sacrifice is not
 * destroying) or returned to a hand.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, destroy, draw, HOST, isDestroyed, returnToHand, sacrifice, TARGET, unit, whenever, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function tactic(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, ...extra };
}

registerFixtures([
  // "Attach to a unit. If the attached unit is destroyed, draw 2 cards."
  { ...testUnit('x9661', 'Oath Band'), type: 'Support', cost: 0, power: 0, hitPoints: 0, traits: ['Attachment'], attach: { to: unit() }, abilities: [whenever({ when: isDestroyed(HOST), effect: draw(YOU, 2) })] },
  tactic('x9662', 'Smite Unit', { abilities: [action({ target: unit(), effect: destroy(TARGET) })] }),
  tactic('x9663', 'Give It Up', { abilities: [action({ target: unit({ controller: YOU }), effect: sacrifice(TARGET) })] }),
  tactic('x9664', 'Go Home', { abilities: [action({ target: unit(), effect: returnToHand(TARGET) })] }),
]);

describe("an attachment's trigger on its unit being destroyed", () => {
  it('fires though the attachment left play with the unit; its controller draws, whoever controlled the unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Smite Unit', 'Brute'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Oath Band', as: 'o', attachedTo: '@g' }] } }),
      decisions: [{ type: 'play', card: 'Smite Unit' }, { type: 'pass' } /* the order of the two cards in the discard pile */],
      expect: { '@g.loc': 'discard', '@o.loc': 'discard', 'p1.hand.count': 3 },
    });
    // the Band's player (1) on the opponent's unit: he draws
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Smite Unit', 'Brute'], kingdom: { cards: [{ card: 'Oath Band', as: 'o', attachedTo: '@g' }] } }, { kingdom: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'play', card: 'Smite Unit' }],
      expect: { '@g.loc': 'discard', '@o.loc': 'discard', 'p1.hand.count': 3, 'p2.hand.count': 0 },
    });
  });

  it('does not fire when the unit is sacrificed or returned to hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Give It Up', 'Brute'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Oath Band', as: 'o', attachedTo: '@g' }] } }),
      decisions: [{ type: 'play', card: 'Give It Up' }, { type: 'pass' }],
      expect: { '@g.loc': 'discard', '@o.loc': 'discard', 'p1.hand.count': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Go Home', 'Brute'], kingdom: { cards: [{ card: 'Grunt', as: 'g' }, { card: 'Oath Band', as: 'o', attachedTo: '@g' }] } }),
      decisions: [{ type: 'play', card: 'Go Home' }],
      expect: { '@g.loc': 'hand', '@o.loc': 'discard', 'p1.hand.count': 2 },
    });
  });
});
