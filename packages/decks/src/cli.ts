/**
 * The `invasion draft` command: draft Order against a bot drafting Destruction, then play.
 * Output goes to io.out / io.err (process streams by default) so the command can be tested.
 */
import { createInterface } from 'node:readline';
import type { CatalogueCard } from '@invasion/cards';
import { cardById } from './catalogue.js';
import { defaultIO, parseArgs, problemLine as line, type CliIO, type DraftedDeck } from './cli-common.js';
import {
  SIDES,
  applyDraft,
  createBotRandom,
  createDraft,
  DraftError,
  randomDraftDecision,
  suggestCapital,
  type DraftDecision,
  type DraftState,
  type PlayerIndex,
} from './draft.js';
import { exportText } from './parse.js';
import { unimplementedCards, validateDeck } from './validate.js';

export type { CliIO, DraftedDeck };

// ---------------------------------------------------------------------------------------------
// draft

const DRAFT_USAGE =
  'usage: invasion draft [--vs LEVEL] [--seed N] [--json] [--auto] [--no-play]\n' +
  '  Draft Order against a bot drafting Destruction, then play the drafted decks (unless --json or --no-play)\n' +
  '  against the bot of level LEVEL (default random; the game lists the levels it offers).\n' +
  '  --auto lets a bot draft for you too.\n';

function cardFacts(c: CatalogueCard): string {
  const parts: string[] = [c.race === 'Neutral' ? 'Neutral' : c.race, c.type];
  if (c.cost !== null) parts.push(`cost ${c.cost}`);
  if (c.loyalty) parts.push(`loyalty ${c.loyalty}`);
  if (c.type === 'Unit' || c.type === 'Support') parts.push(`power ${c.power ?? 0}`);
  if (c.type === 'Unit') parts.push(`HP ${c.hitPoints ?? 0}`);
  const kw = Object.entries(c.keywords).map(([k, v]) => (v === true ? k : `${k} ${v}`));
  if (kw.length) parts.push(kw.join(', '));
  if (c.traits.length) parts.push(`[${c.traits.join('/')}]`);
  if (c.unique) parts.push('unique');
  return parts.join(' · ');
}

function listing(cards: readonly string[]): string {
  const width = Math.max(...cards.map((id) => (cardById(id)?.name ?? id).length), 4);
  return cards
    .map((id, i) => {
      const c = cardById(id);
      return `  ${String(i + 1).padStart(2)}. ${(c?.name ?? id).padEnd(width)}  ${c ? cardFacts(c) : ''}`;
    })
    .join('\n');
}

/** Read numbers like "3 7", "3,7" or "3". */
function parseNumbers(text: string): number[] | null {
  const parts = text.trim().split(/[\s,;]+/).filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** Turn a human's numbers into a decision for the current prompt; an error message if they do not fit. */
export function humanDecision(state: DraftState, text: string): DraftDecision | string {
  const prompt = state.prompt;
  if (!prompt) return 'The draft is over.';
  const nums = parseNumbers(text);
  if (!nums) return 'Type the number(s) of the card(s), e.g. "3 7".';
  const who = prompt.player;
  const shown = prompt.kind === 'reinforce' ? prompt.cards : prompt.kind === 'pick' ? state.players[who].pack : state.players[1 - who]!.pack;
  if (nums.some((n) => n < 1 || n > shown.length)) return `Numbers go from 1 to ${shown.length}.`;
  if (new Set(nums).size !== nums.length) return 'Each number only once.';
  const cards = nums.map((n) => shown[n - 1]!);
  if (prompt.kind === 'reinforce') {
    if (cards.length !== 1) return 'Choose one card.';
    return { type: 'reinforce', player: who, card: cards[0]! };
  }
  return { type: prompt.kind, player: who, cards };
}

function promptText(state: DraftState): string {
  const prompt = state.prompt!;
  const me = state.players[prompt.player];
  const head = `Round ${state.round}/5, step ${state.step + 1}/7 — your deck: ${me.deck.length} cards`;
  if (prompt.kind === 'pick') {
    return `\n${head}\nYour pack (${me.pack.length} cards). Pick ${prompt.count} (type ${prompt.count === 2 ? 'two numbers, e.g. "3 7"' : 'one number'}):\n${listing(me.pack)}\n> `;
  }
  if (prompt.kind === 'counter') {
    const opp = state.players[1 - prompt.player]!;
    const extra = prompt.sabotage ? ` You have ${me.sabotage} Sabotage: type two numbers to sacrifice one and counter-draft a second card.` : '';
    return `\n${head}\n${opp.side}'s pack (${opp.pack.length} cards). Counter-draft 1 card to deny it.${extra}\n${listing(opp.pack)}\n> `;
  }
  return `\n${head}\nReinforcements: the top cards of your draft pile. Add one to your deck (draft format cards cannot be chosen):\n${listing(prompt.cards)}\n> `;
}

/** `draft ...`: returns the exit code. */
export async function draftCommand(argv: string[], io: CliIO = defaultIO()): Promise<number> {
  const args = argv[0] === 'draft' ? argv.slice(1) : argv;
  const { positional, flags } = parseArgs(args, ['vs', 'seed']);
  if (flags.has('help')) {
    io.out(DRAFT_USAGE);
    return 0;
  }
  if (positional.length) {
    io.err(`Unexpected argument "${positional[0]}".\n${DRAFT_USAGE}`);
    return 2;
  }
  // The default opponent is the ISMCTS "normal" level where the host offers it.
  const opponents = io.opponents ?? ['random'];
  const vs = flags.get('vs') ?? (opponents.includes('normal') ? 'normal' : opponents[0]);
  if (typeof vs !== 'string' || !opponents.includes(vs)) {
    io.err(`--vs ${String(vs)}: no such bot; available: ${opponents.join(', ')}.\n`);
    return 2;
  }
  const seedFlag = flags.get('seed');
  const seed = seedFlag === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(seedFlag);
  if (!Number.isInteger(seed)) {
    io.err(`--seed must be an integer.\n`);
    return 2;
  }
  const json = flags.has('json');
  const auto = flags.has('auto');
  // With --json the conversation goes to stderr so stdout holds only the result.
  const say = json ? io.err : io.out;

  let state = createDraft(seed);
  const bot = createBotRandom(seed ^ 0x5eed);
  const humanBot = createBotRandom(seed ^ 0xabcd);
  const HUMAN: PlayerIndex = 0;
  say(`Draft (seed ${seed}): you draft Order against a random bot drafting Destruction.\n`);

  let lines: AsyncIterator<string> | undefined;
  let rl: ReturnType<typeof createInterface> | undefined;
  if (!auto && !io.ask) {
    rl = createInterface({ input: io.input ?? process.stdin, terminal: false });
    lines = rl[Symbol.asyncIterator]();
  }
  let logSeen = 0;
  const flushLog = (): void => {
    for (const l of state.log.slice(logSeen)) say(`* ${l}\n`);
    logSeen = state.log.length;
  };
  try {
    while (!state.done) {
      flushLog();
      const prompt = state.prompt!;
      let decision: DraftDecision;
      if (prompt.player !== HUMAN || auto) {
        decision = randomDraftDecision(state, prompt.player === HUMAN ? humanBot : bot);
      } else {
        say(promptText(state));
        for (;;) {
          const next = io.ask ? await askLine(io.ask) : await lines!.next();
          if (next.done) {
            say('\n');
            io.err('Input ended before the draft was complete.\n');
            return 1;
          }
          const answer = next.value.trim();
          if (!answer) continue;
          if (answer === 'q' || answer === 'quit') {
            io.err('Draft abandoned.\n');
            return 1;
          }
          const d = humanDecision(state, answer);
          if (typeof d === 'string') {
            say(`${d}\n> `);
            continue;
          }
          try {
            state = applyDraft(state, d);
          } catch (err) {
            if (!(err instanceof DraftError)) throw err;
            say(`${err.message}\n> `);
            continue;
          }
          decision = d;
          break;
        }
        continue;
      }
      state = applyDraft(state, decision);
    }
  } finally {
    rl?.close();
  }
  flushLog();
  const code = report(state, seed, json, io);
  const decks = playableDecks(state);
  if (code !== 0 || json || flags.has('no-play') || !io.play || !decks) return code;
  io.out('\nThe game starts: your Order deck against the bot\'s Destruction deck.\n\n');
  return io.play(decks, seed, vs);
}

async function askLine(ask: (prompt: string) => Promise<string | null>): Promise<IteratorResult<string>> {
  const line = await ask(''); // the prompt text already ends with "> "
  return line === null ? { done: true, value: undefined } : { done: false, value: line };
}

/** Both drafted decks, when every card in them is implemented. */
function playableDecks(state: DraftState): DraftedDeck[] | null {
  const decks = state.players.map((p) => ({ name: `${p.side} draft`, capital: suggestCapital(p.deck, p.side), cards: [...p.deck] }));
  return decks.some((d) => unimplementedCards(d.cards).length > 0) ? null : decks;
}

function report(state: DraftState, seed: number, json: boolean, io: CliIO): number {
  const decks = state.players.map((p) => {
    const capital = suggestCapital(p.deck, p.side);
    const legality = validateDeck({ capital, cards: p.deck }, { format: 'casual' });
    return { side: p.side, capital, cards: [...p.deck].sort(), legal: legality.legal, problems: legality.problems, missing: unimplementedCards(p.deck) };
  });
  const blocked = decks.some((d) => d.missing.length > 0);
  if (json) {
    io.out(`${JSON.stringify({ seed, decks, canStartGame: !blocked }, null, 2)}\n`);
    return 0;
  }
  for (const d of decks) {
    io.out(`\n=== ${d.side} deck (${d.cards.length} cards) ===\n`);
    io.out(exportText({ capital: d.capital, cards: d.cards }));
    if (!d.legal) io.out(`Problems:\n${d.problems.map(line).join('\n')}\n`);
  }
  for (const [i, d] of decks.entries()) {
    const copies = d.missing.reduce((t, m) => t + m.copies, 0);
    io.out(
      `\n${SIDES[i]}: ${d.missing.length} drafted title(s) (${copies} card(s)) are not implemented by the engine yet${d.missing.length ? ':' : '.'}\n`,
    );
    if (d.missing.length) io.out(`${d.missing.map((m) => `  - ${m.copies}x ${m.name} (${m.id})`).join('\n')}\n`);
  }
  io.out(
    blocked
      ? '\nThe game cannot start until these cards are implemented (the Core Set abilities are not in the engine yet).\n'
      : '\nEvery drafted card is implemented: the decks can be played.\n',
  );
  return 0;
}
