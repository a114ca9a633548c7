/**
 * A cost "sacrifice <this card / the attached unit>" can be paid only with a card its player controls
 * (FAQ: Sacrifice — "put a card that you control into its owner's discard pile"): an attachment
 * played onto an opponent's unit cannot sacrifice that unit.
 */
import { describe, it } from 'vitest';
import { action, gainResources, HOST, sacrifice, unit, YOU } from '../../src/dsl.js';
import type { CardDef } from '../../src/index.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: ['Attachment'], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Attach to a unit. Action: sacrifice attached unit to gain 1 resource."
  support('tsc01', 'Blood Pact', { attach: { to: unit() }, abilities: [action({ cost: sacrifice(HOST), effect: gainResources(YOU, 1) })] }),
]);

describe('a sacrifice cost takes only a card its player controls', () => {
  it("on an opponent's unit the attachment's sacrifice cannot be paid; on his own unit it can", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: [{ card: 'Blood Pact', as: 'bp' }, { card: 'Blood Pact', as: 'bp2' }, 'Grunt'], kingdom: { cards: [{ card: 'Grunt', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Grunt', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: '@bp', zone: 'kingdom', target: '@theirs' },
        { expect: { '@bp.loc': 'kingdom', '@bp.controller': 1 } },
        { type: 'use', card: '@bp', ability: 'action', illegal: 'cannot pay' },
        { type: 'play', card: '@bp2', zone: 'kingdom', target: '@mine' },
        { type: 'use', card: '@bp2', ability: 'action' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@theirs.loc': 'kingdom', '@mine.loc': 'discard', 'p1.resources': 1 },
    });
  });
});
