/**
 * "Treat the unit as though its printed text box were blank": its printed keywords are gone, but a
 * keyword another card gives it (an attachment's Toughness) stays — only the printed text box is
 * blank (Witch Hag's Curse, Magic Ward; FAQ Q&A Grudgebearer: a blank unit keeps what is on it but
 * loses what its own text did).
 */
import { describe, it } from 'vitest';
import { action, constant, damage, TARGET, unit } from '../../src/dsl.js';
import type { CardDef } from '../../src/index.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function attachment(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: ['Attachment'], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}
const tactic = (id: string, name: string, abilities: CardDef['abilities']): CardDef => ({ ...testUnit(id, name), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities });

registerFixtures([
  testUnit('tbk01', 'Plated Brute', { hitPoints: 5, keywords: { toughness: 1 } }),
  // "Attach to a unit. Attached unit gains Toughness 1."
  attachment('tbk02', 'Iron Plate', { attach: { to: unit() }, abilities: [constant({ affects: 'host', modify: { keywords: { toughness: 1 } } })] }),
  // Attaches to a unit; the host's printed text counts as blank.
  attachment('tbk03', 'Mute Hex', { attach: { to: unit() }, abilities: [constant({ affects: 'host', modify: { blank: true } })] }),
  tactic('tbk04', 'Zap Three', [action({ target: unit(), effect: damage(TARGET, 3) })]),
]);

describe('a blank text box keeps the keywords other cards give', () => {
  it('printed Toughness is gone, an attachment\'s Toughness stays', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Zap Three', 'Zap Three', 'Grunt'] },
        {
          kingdom: {
            cards: [
              { card: 'Plated Brute', as: 'b' },
              { card: 'Iron Plate', attachedTo: '@b' },
              { card: 'Mute Hex', attachedTo: '@b' },
              { card: 'Plated Brute', as: 'b2' },
              { card: 'Mute Hex', attachedTo: '@b2' },
            ],
          },
        },
      ),
      decisions: [
        { type: 'play', card: 'Zap Three' },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
        // 3 - 1 (the Plate's Toughness; its printed one is blank)
        { expect: { '@b.damage': 2 } },
        { type: 'play', card: 'Zap Three' },
        { type: 'target', target: '@b2' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@b.damage': 2, '@b2.damage': 3 },
    });
  });
});
