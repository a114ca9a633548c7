/**
 * Moving an attachment from one card to another (an Attachment chosen as target switches hosts,
 * Helblaster Crew): it stays in play and goes with its new host; never onto its own
 * host, nor onto a card its requirements refuse (FAQ: Attachments — they hold at all times).
 */
import { describe, it } from 'vitest';
import { action, attachment, constant, moveAttachment, target, unit } from '../../src/dsl.js';
import type { CardDef } from '../../src/index.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

function support(id: string, name: string, extra: Partial<CardDef>): CardDef {
  return { id, name, type: 'Support', race: 'Neutral', cost: 0, loyalty: 0, power: 0, hitPoints: 0, traits: ['Attachment'], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: [], implemented: true, ...extra };
}

registerFixtures([
  // "Attach to a unit. Attached unit gets +2 power."
  support('tma01', 'Banner Pole', { attach: { to: unit() }, abilities: [constant({ affects: 'host', modify: { power: 2 } })] }),
  // "Attach to an Orc unit."
  support('tma02', 'Orc Totem', { attach: { to: unit({ race: 'Orc' }) } }),
  // "Action: move target attachment to another target unit."
  testUnit('tma03', 'Rigger', { race: 'Dwarf', abilities: [action({ targets: [attachment(), unit()], effect: moveAttachment(target(0), target(1)) })] }),
]);

describe('moveAttachment', () => {
  it('moves an attachment to another unit: it stays in play, its effect follows it', () => {
    expectScenario({
      players: board(
        { hand: ['Grunt'], kingdom: { cards: [{ card: 'Rigger', as: 'r' }, { card: 'Grunt', as: 'a' }, { card: 'Banner Pole', as: 'bp', attachedTo: '@a' }] }, battlefield: { cards: [{ card: 'Grunt', as: 'b' }] } },
        {},
      ),
      decisions: [
        { expect: { '@a.power': 3, '@b.power': 1 } },
        // (the only attachment is chosen for him)
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@a.power': 1, '@b.power': 3, '@bp.loc': 'battlefield', log: ['Banner Pole#'] },
    });
  });

  it('does nothing onto a card its requirements refuse', () => {
    expectScenario({
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Rigger', as: 'r' }, { card: 'Grunt', as: 'a' }, { card: 'Orc Totem', as: 'ot', attachedTo: '@a' }] } }, {}),
      decisions: [{ type: 'use', card: '@r', ability: 'action' }, { type: 'target', target: '@r' }, { type: 'pass' }],
      expect: { '@ot.loc': 'kingdom', '@a.loc': 'kingdom', '@r.loc': 'kingdom' },
    });
  });
});
