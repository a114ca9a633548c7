/** `invasion cards [--set SET] [--json]`: the card catalogue, as a table or as JSON. */
import pc from 'picocolors';
import { cardRows, SET_ALIASES, type CardRow } from '@invasion/cards';
import { pad, padLeft, parseOptions, UsageError } from '../util.js';

export const CARDS_USAGE = 'invasion cards [--set SET] [--json]';

function rowsFor(set: string | undefined): CardRow[] {
  if (set === undefined) return cardRows();
  const rows = set.trim() ? cardRows(set) : [];
  if (rows.length === 0) {
    const aliases = Object.entries(SET_ALIASES).map(([a, cycle]) => `${a} (${cycle})`);
    throw new UsageError(`unknown set '${set}'. Valid sets: ${aliases.join(', ')}; a cycle name, pack code or pack name also works`);
  }
  return rows;
}

const mark = (b: boolean) => (b ? pc.green('✓') : pc.dim('·'));

export function cardsTable(rows: CardRow[]): string {
  const w = {
    name: Math.min(34, Math.max(4, ...rows.map((r) => r.name.length))),
    type: Math.max(4, ...rows.map((r) => r.type.length)),
    race: Math.max(4, ...rows.map((r) => r.race.length)),
  };
  const header = `${pad('id', 6)} ${pad('name', w.name)} ${pad('type', w.type)} ${pad('race', w.race)} cost impl test`;
  const lines = [pc.bold(header)];
  for (const r of rows) {
    const cost = r.cost === null ? '-' : String(r.cost);
    lines.push(`${pad(r.id, 6)} ${pad(r.name, w.name)} ${pad(r.type, w.type)} ${pad(r.race, w.race)} ${padLeft(cost, 4)}  ${mark(r.implemented)}    ${mark(r.tested)}`);
  }
  const impl = rows.filter((r) => r.implemented).length;
  const tested = rows.filter((r) => r.tested).length;
  lines.push(pc.bold(`${rows.length} cards · ${impl} implemented · ${tested} tested`));
  return lines.join('\n');
}

export function runCards(argv: string[]): number {
  const opts = parseOptions('cards', argv, { set: { type: 'string' }, json: { type: 'boolean' } });
  const rows = rowsFor(opts.set);
  process.stdout.write(opts.json ? `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n` : `${cardsTable(rows)}\n`);
  return 0;
}
