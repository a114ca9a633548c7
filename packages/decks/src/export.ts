/** Writing a deck as a text list or an OCTGN .o8d file; both read back to the same deck. */
import type { CapitalBoard, CatalogueCard } from '@invasion/cards';
import { CAPITAL_BOARDS } from '@invasion/cards';
import { cardById } from './catalogue.js';
import { matchCapital, printingsOf } from './names.js';
import { O8D_GAME_ID, escapeXml } from './o8d.js';
import type { Deck } from './types.js';

const TYPE_ORDER = ['Legend', 'Unit', 'Support', 'Tactic', 'Quest', 'Fulcrum', 'Draft'] as const;
const TYPE_PLURAL: Record<string, string> = {
  Legend: 'Legends',
  Unit: 'Units',
  Support: 'Supports',
  Tactic: 'Tactics',
  Quest: 'Quests',
  Fulcrum: 'Fulcrums',
  Draft: 'Draft format cards',
};

function grouped(deck: Deck): { type: string; rows: { card: CatalogueCard; count: number }[] }[] {
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  const rows = [...counts].flatMap(([id, count]) => {
    const card = cardById(id);
    return card ? [{ card, count }] : [];
  });
  return TYPE_ORDER.map((type) => ({
    type,
    rows: rows.filter((r) => r.card.type === type).sort((a, b) => a.card.name.localeCompare(b.card.name) || a.card.id.localeCompare(b.card.id)),
  })).filter((g) => g.rows.length > 0);
}

function boardOf(deck: Deck): CapitalBoard | undefined {
  return deck.capital ? (CAPITAL_BOARDS.find((b) => b.id === deck.capital) ?? matchCapital(deck.capital)) : undefined;
}

/** A title printed in several sets is written with the printing's id, so it reads back as the same printing. */
function printedName(card: CatalogueCard): string {
  const printings = printingsOf(card.name).filter((c) => c.name === card.name);
  const first = printings.find((c) => c.type !== 'Draft') ?? printings[0];
  return first && first.id !== card.id ? `${card.name} (${card.id})` : card.name;
}

/** The deck as text: a Capital line, then the cards grouped by type with counts. */
export function exportText(deck: Deck, title?: string): string {
  const out: string[] = [];
  if (title) out.push(`# ${title}`);
  const board = boardOf(deck);
  // No capital: a comment, so reading the list back infers one rather than failing on "(none)".
  out.push(board ? `Capital: ${board.race}` : '# Capital: none named');
  out.push(`# ${deck.cards.length} cards`);
  for (const g of grouped(deck)) {
    out.push('', `${TYPE_PLURAL[g.type]} (${g.rows.reduce((t, r) => t + r.count, 0)}):`);
    for (const r of g.rows) out.push(`${r.count}x ${printedName(r.card)}`);
  }
  return `${out.join('\n')}\n`;
}

/** The deck as an OCTGN .o8d file (card ids are catalogue ids; the capital is a section of its own). */
export function exportO8d(deck: Deck): string {
  const board = boardOf(deck);
  const out = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', `<deck game="${O8D_GAME_ID}">`];
  if (board) {
    out.push('  <section name="Capital" shared="False">');
    out.push(`    <card qty="1" id="capital-${escapeXml(board.id)}">${escapeXml(board.race)}</card>`);
    out.push('  </section>');
  }
  for (const g of grouped(deck)) {
    out.push(`  <section name="${escapeXml(TYPE_PLURAL[g.type]!)}" shared="False">`);
    for (const r of g.rows) out.push(`    <card qty="${r.count}" id="${r.card.id}">${escapeXml(r.card.name)}</card>`);
    out.push('  </section>');
  }
  if (board) out.push(`  <notes><![CDATA[Capital: ${board.race}]]></notes>`);
  out.push('</deck>');
  return `${out.join('\n')}\n`;
}
