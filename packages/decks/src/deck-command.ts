/**
 * The `invasion deck` command: validate (legality and playability), stats and export of a deck
 * file. Exit codes are EXIT_CODES: 0 legal/done, 1 illegal, 2 bad command line, 3 unreadable
 * file, 4 lines (or the capital) that could not be read.
 */
import { parseArgs } from 'node:util';
import { CAPITAL_BOARDS } from '@invasion/cards';
import { cardById } from './catalogue.js';
import { defaultIO, problemLine, type CliIO } from './cli-common.js';
import { exportO8d, exportText } from './export.js';
import { matchCapital } from './names.js';
import { describeUnimplemented } from './playability.js';
import { COST_BUCKETS, deckStats } from './stats.js';
import type { DeckFormat, ParsedDeck } from './types.js';
import { ENTRY_PROBLEM_CODES, EXIT_CODES, UNREADABLE_CODES, readDeckFile, validateDeck, validationExitCode, type ValidationResult } from './validate.js';

export const DECK_USAGE = `usage:
  invasion deck validate FILE [--format tournament|casual] [--capital RACE] [--json]
  invasion deck stats FILE [--capital RACE] [--json]
  invasion deck export FILE --to text|o8d [--capital RACE]
FILE: a text decklist (as published: forum posts, articles, deck sites) or an OCTGN .o8d file.
--capital: the capital board to use when the list names none and its cards do not decide (or to override it).
exit codes: 0 legal (validate) or done · 1 not legal · 2 bad command line · 3 the file cannot be read as a decklist
            · 4 some lines could not be read, or the capital is unknown or undecided
`;

const OPTIONS = {
  format: { type: 'string' },
  capital: { type: 'string' },
  to: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const raceOf = (id: string | null): string => CAPITAL_BOARDS.find((b) => b.id === id)?.race ?? '(none)';

/** `deck ...`: returns the exit code. */
export async function deckCommand(argv: string[], io: CliIO = defaultIO()): Promise<number> {
  const args = argv[0] === 'deck' ? argv.slice(1) : argv;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    io.err(`invasion deck: ${(e as Error).message}\n${DECK_USAGE}`);
    return EXIT_CODES.usage;
  }
  const { values: flags, positionals } = parsed;
  const [sub, file, ...extra] = positionals;
  if (flags.help || sub === 'help') {
    io.out(DECK_USAGE);
    return EXIT_CODES.ok;
  }
  if (!sub) {
    io.err(DECK_USAGE);
    return EXIT_CODES.usage;
  }
  if (!['validate', 'stats', 'export'].includes(sub)) {
    io.err(`Unknown deck command "${sub}".\n${DECK_USAGE}`);
    return EXIT_CODES.usage;
  }
  if (!file || extra.length) {
    io.err(`deck ${sub}: ${file ? `unexpected argument "${extra[0]}"` : 'which file?'}\n${DECK_USAGE}`);
    return EXIT_CODES.usage;
  }
  const format = flags.format ?? 'tournament';
  if (format !== 'tournament' && format !== 'casual') {
    io.err(`--format must be tournament or casual, not ${format}.\n`);
    return EXIT_CODES.usage;
  }
  if (sub === 'export' && flags.to !== 'text' && flags.to !== 'o8d') {
    io.err(`deck export needs --to text or --to o8d.\n`);
    return EXIT_CODES.usage;
  }
  if (flags.capital !== undefined && !matchCapital(flags.capital)) {
    io.err(`--capital ${flags.capital}: not a capital board (one of: ${CAPITAL_BOARDS.map((b) => b.id).join(', ')}).\n`);
    return EXIT_CODES.usage;
  }

  const deck = readDeckFile(file, flags.capital !== undefined ? { capital: flags.capital } : {});
  const unreadable = deck.problems.filter((p) => UNREADABLE_CODES.has(p.code));
  if (sub === 'validate') return validate(file, deck, format, !!flags.json, io);
  if (unreadable.length) {
    if (flags.json) io.out(`${JSON.stringify({ file, readable: false, problems: unreadable }, null, 2)}\n`);
    else io.err(`${unreadable.map((p) => p.message).join('\n')}\n`);
    return EXIT_CODES.unreadableFile;
  }
  if (sub === 'stats') return stats(file, deck, !!flags.json, io);

  // export: a list with unread lines would be exported without them, so it is refused.
  const unread = deck.problems.filter((p) => ENTRY_PROBLEM_CODES.has(p.code));
  if (unread.length) {
    io.err(`Not exported: ${unread.length} problem(s) reading ${file}:\n${unread.map(problemLine).join('\n')}\n`);
    return EXIT_CODES.unreadableEntries;
  }
  for (const w of deck.warnings) io.err(`note: ${w.message}\n`);
  io.out(flags.to === 'text' ? exportText(deck) : exportO8d(deck));
  return EXIT_CODES.ok;
}

/** Distinct titles with their counts, in list order. */
function titleCounts(cards: readonly string[]): { id: string; name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, name: cardById(id)?.name ?? id, count }));
}

function validate(file: string, deck: ParsedDeck, format: DeckFormat, json: boolean, io: CliIO): number {
  const result = validateDeck(deck, { format });
  const code = validationExitCode(result);
  if (json) {
    const readable = code !== EXIT_CODES.unreadableFile;
    io.out(`${JSON.stringify({ file, readable, complete: readable && code !== EXIT_CODES.unreadableEntries, ...result, titles: titleCounts(result.cards), exitCode: code }, null, 2)}\n`);
    return code;
  }
  if (code === EXIT_CODES.unreadableFile) {
    io.err(`${result.problems.map((p) => p.message).join('\n')}\n`);
    return code;
  }
  io.out(report(file, result, code));
  return code;
}

function report(file: string, result: ValidationResult, code: number): string {
  const out: string[] = [];
  const capital = result.capital ? `${raceOf(result.capital)}${result.capitalSource === 'inferred' ? ' (inferred)' : result.capitalSource === 'option' ? ' (--capital)' : ''}` : '(none)';
  out.push(`${file}: ${result.cards.length} cards, capital ${capital}, ${result.format} format`);
  if (result.capitalSource === 'inferred' && result.capitalReason) out.push(`Capital inferred: ${result.capitalReason}.`);
  if (result.resolved.length) out.push('Names read as another title:', ...result.resolved.map((r) => `  - ${r.line ? `line ${r.line}: ` : ''}"${r.from}" → ${r.to} (${r.via === 'alias' ? 'known alias' : 'close match'})`));
  const warnings = result.warnings.filter((w) => w.code !== 'fuzzy-match' && w.code !== 'alias' && w.code !== 'capital-inferred');
  if (warnings.length) out.push('Warnings:', ...warnings.map(problemLine));
  if (result.problems.length) out.push('Problems:', ...result.problems.map(problemLine));
  const n = result.problems.length;
  if (code === EXIT_CODES.unreadableEntries) {
    const unread = result.problems.filter((p) => ENTRY_PROBLEM_CODES.has(p.code)).length;
    out.push(`NOT JUDGED: ${unread} problem${unread === 1 ? '' : 's'} reading the list (see above); fix ${unread === 1 ? 'it' : 'them'} and validate again.`);
  } else {
    out.push(result.legal ? `LEGAL ${result.format} deck.` : `NOT LEGAL as a ${result.format} deck (${n} problem${n === 1 ? '' : 's'}).`);
  }
  if (result.unimplemented.length) {
    out.push(`NOT PLAYABLE here yet: ${describeUnimplemented(result.unimplemented)} not implemented by this engine:`);
    out.push(...result.unimplemented.map((m) => `  - ${m.copies}x ${m.name} (${m.id})`));
  } else if (result.playable) out.push('Playable here: every card is implemented by this engine.');
  else out.push('NOT PLAYABLE here until the list is read completely and has a capital.');
  return `${out.join('\n')}\n`;
}

function stats(file: string, deck: ParsedDeck, json: boolean, io: CliIO): number {
  const s = deckStats(deck);
  const code = deck.problems.some((p) => ENTRY_PROBLEM_CODES.has(p.code)) ? EXIT_CODES.unreadableEntries : EXIT_CODES.ok;
  if (json) {
    io.out(`${JSON.stringify({ file, capital: deck.capital, capitalSource: deck.capitalSource, ...s, problems: deck.problems, warnings: deck.warnings }, null, 2)}\n`);
    return code;
  }
  const fmt = (r: Record<string, number>): string => Object.entries(r).map(([k, v]) => `${k} ${v}`).join(', ') || '-';
  io.out(
    [
      `${file}: ${s.total} cards, ${s.uniqueTitles} titles, capital ${deck.capital ? raceOf(deck.capital) : '(none)'}${deck.capitalSource === 'inferred' ? ' (inferred)' : ''}`,
      `  by type:   ${fmt(s.byType)}`,
      `  by race:   ${fmt(s.byRace)}`,
      `  cost:      ${COST_BUCKETS.map((b) => `${b}:${s.costCurve[b]}`).join('  ')}  (average ${s.averageCost})`,
      `  loyalty:   ${fmt(s.loyalty.byRace)}; highest on one card ${s.loyalty.max}${s.loyalty.maxCard ? ` (${cardById(s.loyalty.maxCard)?.name})` : ''}`,
      `  power:     units ${s.power.units}, supports ${s.power.supports}`,
      `  hit points (units): ${s.hitPoints.units}`,
      ...(deck.problems.length ? ['Problems while reading (the numbers above leave these out):', ...deck.problems.map(problemLine)] : []),
      ...(deck.warnings.length ? ['Warnings:', ...deck.warnings.map(problemLine)] : []),
    ].join('\n') + '\n',
  );
  return code;
}
