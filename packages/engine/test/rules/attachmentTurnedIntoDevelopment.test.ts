/**
 * An attachment turned facedown into a development (Rodrik's Raiders) is attached to nothing any
 * more: it stays in its zone as a development and does not leave play with its former host. One
 * its owner would not control as a development is discarded (FAQ: Developments).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, destroy, EACH, each, support, TARGET, turnFacedown, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures } from '../helpers.js';

function card(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Attach to a target unit."
  card('ta001', 'Lance', { traits: ['Attachment'], attach: { to: unit() } }),
  // "Action: turn target support card facedown into a development."
  card('ta002', 'Disguise', { type: 'Tactic', abilities: [action({ target: support(), effect: turnFacedown(TARGET) })] }),
  // "Action: destroy each unit."
  card('ta003', 'Cataclysm', { type: 'Tactic', abilities: [action({ effect: each(unit(), destroy(EACH)) })] }),
]);

describe('an attachment turned into a development', () => {
  it('stays in its zone when its former host leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Disguise', 'Cataclysm', 'Wall'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Lance', as: 'l', attachedTo: '@b' }] } }),
      decisions: [
        { type: 'play', card: 'Disguise' }, // (the Lance is its only candidate)
        { type: 'pass' },
        { expect: { '@l.dev': true, '@l.faceDown': true, '@l.loc': 'kingdom', 'p1.kingdom.developments': 1 } },
        { type: 'play', card: 'Cataclysm' },
        { type: 'pass' },
      ],
      expect: { '@b.loc': 'discard', '@l.loc': 'kingdom', 'p1.kingdom.developments': 1, 'p1.discard': ['Brute', 'Cataclysm', 'Disguise'] },
    });
  });

  it('one in a zone of a player who does not own it is discarded', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Disguise', 'Wall'], kingdom: { cards: [{ card: 'Brute', as: 'b' }, { card: 'Lance', as: 'l', attachedTo: '@b', owner: 2 }] } }),
      decisions: [{ type: 'play', card: 'Disguise' }, { type: 'pass' }],
      expect: { '@l.loc': 'discard', '@b.loc': 'kingdom', 'p2.discard': ['Lance'], 'p1.kingdom.developments': 0 },
    });
  });
});
