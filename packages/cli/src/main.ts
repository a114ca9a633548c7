/** The `invasion` command: dispatches to the subcommands. */
import { ARENA_USAGE, runArenaCommand } from './commands/arena.js';
import { BENCH_USAGE, runBench } from './commands/bench.js';
import { CARD_USAGE, runCard } from './commands/card.js';
import { CARDS_USAGE, runCards } from './commands/cards.js';
import { FUZZ_USAGE, runFuzzCommand } from './commands/fuzz.js';
import { PLAY_USAGE, runPlay } from './commands/play.js';
import { REPLAY_USAGE, runReplay } from './commands/replay.js';
import { runSimulate, SIMULATE_USAGE } from './commands/simulate.js';
import { runScenarioCommand, SCENARIO_USAGE } from './commands/scenario.js';
import { runServe, SERVE_USAGE } from './commands/serve.js';
import { BOT_NAMES, DEFAULT_OPPONENT, isBotName } from '@invasion/ai';
import { deckCommand, draftCommand } from '@invasion/decks';
import { TermInput } from './terminal/io.js';
import { runConformanceCommand } from './commands/conformance.js';
import { playMatch } from './commands/play.js';
import { DECK_NAMES, runCommand, UsageError } from './util.js';

export const USAGE = `Warhammer: Invasion — rules engine command line

Usage:
  ${PLAY_USAGE}
      Play against a bot in the terminal (you are player 1; --vs random, easy, normal — the default — or hard); ? in
      the game lists its commands (info, why, b, undo, stops ...). Decks: ${DECK_NAMES.join(', ')} (default: dwarf vs orc). Seed default:
      random (printed). The game is autosaved after every decision (--save FILE, default a file in
      $INVASION_SAVE_DIR or the system's temporary directory, printed); --resume FILE continues it.
  ${REPLAY_USAGE}
      Step through a saved game (Enter: next decision, N: go to decision N, b: board, q: quit), as one
      seat saw it or both. --to N prints the view after N decisions and exits.
  ${CARDS_USAGE}
      List the card catalogue: id, name, type, race, cost, implemented, tested.
  ${CARD_USAGE}
      One card: set and number, type, race, cost, loyalty, power, hit points, traits, keywords, unique and
      Hero, and our description of its text when it is implemented. NAME ignores case and punctuation; an
      exact name, a unique beginning or part of a name, or a catalogue id (e.g. 01008). Exit 2 when it
      matches several cards or none, listing the candidates.
  ${SIMULATE_USAGE}
      Random bot vs random bot; game i uses seed S+i. Default decks rotate through all starter decks.
  ${ARENA_USAGE}
      Bot A against bot B (random, greedy, easy, normal, hard; ismcts with --ms) over seat-swapped games: each setup
      (seed, deck pairing) is played twice, A in seat 1 then in seat 2. Prints A's {games, wins, losses,
      draws, winRate, ci95 (Wilson 95%), msPerDecisionP95}; --json adds one line per game first. Defaults:
      100 games, seed 1, 1000 ms per decision (for bots that search), decks rotating through the starters;
      --threads N plays N games at once on worker threads (the same games and record); --from K
      plays games K onwards, as the longer run would (a run continued in pieces).
  ${FUZZ_USAGE}
      Random legal decks from every implemented card, random bot vs random bot; after every decision:
      no exception, every card in one place, save/restore replays alike, no hidden card leaks to a
      player. Each problem is listed with the command replaying its game. Exit 1 when anything is found.
  ${BENCH_USAGE}
      Engine throughput on one core: games/s, decisions/s, cloneState and serialize timings.
  ${SCENARIO_USAGE}
      Run scenario files (docs/scenario-format.md): set up the board, play the decisions, check expectations.
      Exit 1 when an expectation fails or the engine throws (an engine error); 2 when a file is not a valid
      scenario (malformed, unknown names, an impossible board).
  invasion deck validate FILE [--format tournament|casual] [--capital RACE] [--json]
  invasion deck stats FILE [--capital RACE] [--json]
  invasion deck export FILE --to text|o8d [--capital RACE]
      Deck legality (restricted and banned lists) and playability here, statistics, export. FILE: a decklist
      as published (forum post, article, deck site; any common encoding) or OCTGN .o8d. Without a capital
      line the capital is inferred from the cards; --capital chooses it when they do not decide.
  invasion draft [--vs random|easy|normal|hard] [--seed N] [--json] [--auto] [--no-play]   Draft, then play the drafted decks.
      The Draft variant against a random drafting bot; the game after it against the --vs bot (default normal).
  ${SERVE_USAGE}
      The online game server: accounts, lobby, games and replays over socket.io (HTTP GET /healthz), and the
      browser client at its address (--open: open it in a browser, as npm start does; --web DIR: serve another
      build). SQLite file (default invasion.db), or PostgreSQL with --database-url / DATABASE_URL (docs/deploy.md).
  invasion conformance [--json]
      Run the FAQ conformance suite (conformance/: one scenario per ruling).
  invasion help              This text.

Exit codes: 0 ok · 1 failure (e.g. simulation errors; deck validate: not legal) · 2 bad arguments
            · 3 a deck file cannot be read (missing, binary, bad XML, empty) · 4 lines of a deck file (or its
            capital) cannot be read · 5 play/simulate: a deck has cards the engine does not implement yet.
`;

const COMMANDS: Record<string, (argv: string[]) => number | Promise<number>> = {
  play: runPlay,
  replay: runReplay,
  cards: runCards,
  card: runCard,
  simulate: runSimulate,
  arena: runArenaCommand,
  fuzz: runFuzzCommand,
  bench: runBench,
  scenario: runScenarioCommand,
  deck: deckCommand,
  draft: runDraft,
  conformance: runConformanceCommand,
  serve: runServe,
};

/** The draft, then a game with the drafted decks: one line reader serves both. */
async function runDraft(argv: string[]): Promise<number> {
  const input = new TermInput();
  try {
    return await draftCommand(argv, {
      out: (t) => void process.stdout.write(t),
      err: (t) => void process.stderr.write(t),
      ask: (prompt) => input.next(prompt),
      opponents: BOT_NAMES,
      play: ([mine, theirs], seed, vs) => playMatch(mine!, theirs!, seed, input, `invasion draft --seed ${seed}${vs === DEFAULT_OPPONENT ? '' : ` --vs ${vs}`} (the same picks)`, undefined, isBotName(vs) ? vs : DEFAULT_OPPONENT),
    });
  } finally {
    input.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return 0;
  }
  const run = COMMANDS[command];
  if (run) return run(rest);
  process.stderr.write(USAGE);
  throw new UsageError(`unknown command '${command}'`);
}

await runCommand(() => main(process.argv.slice(2)));
