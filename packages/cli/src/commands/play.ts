/**
 * `invasion play [--deck NAME] [--vs random] [--seed N] [--opponent-deck NAME]`: you (player 1)
 * against the random bot (player 2) in the terminal. The board is shown from your view only.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pc from 'picocolors';
import { apply, createGame, logLines, legalOptions, serialize, toScenario, viewFor, type Decision, type GameResult, type GameState } from '@invasion/engine';
import { randomBot } from '@invasion/ai';
import { renderBoard } from '../board.js';
import { describeOption, describePrompt } from '../describe.js';
import { LineReader } from '../input.js';
import { deckByName, deriveSeed, intOption, parseOptions, randomSeed, UsageError } from '../util.js';

export const PLAY_USAGE = 'invasion play [--deck NAME] [--vs random] [--seed N] [--opponent-deck NAME]';

const HUMAN = 0;

const HELP = [
  'At a prompt, type:',
  '  <number>     choose that option',
  '  b            show the board again',
  '  save FILE    save the game (JSON, as the engine serializes it)',
  '  scenario FILE  export the board in the scenario format (docs/scenario-format.md), for bug reports',
  '  ?            this help',
  '  q            quit',
  'You are P1; the random bot is P2. Cards are shown as "Name #id"; their power, hit points, damage, corruption and keywords follow in parentheses.',
].join('\n');

function out(text: string): void {
  process.stdout.write(`${text}\n`);
}

export function resultText(r: GameResult): string {
  switch (r.kind) {
    case 'win':
      return r.winner === HUMAN ? pc.green(pc.bold(`You win! (${r.reason})`)) : pc.red(pc.bold(`The random bot wins. (${r.reason})`));
    case 'draw':
      return pc.bold(`The game is a draw. (${r.reason})`);
    case 'turnCap':
      return pc.bold(`The game stopped at the turn limit (${r.turns} turns) without a winner.`);
  }
}

class Session {
  private shownLog = 0;

  constructor(
    public state: GameState,
    private readonly seed: number,
  ) {}

  /** New log lines since the last call. */
  flushLog(): void {
    const log = logLines(this.state, HUMAN, this.shownLog);
    for (const line of log) {
      const m = /^(\[[^\]]*\]) (.*)$/.exec(line);
      out(m ? `${pc.dim(m[1]!)} ${m[2]!.startsWith('P1') ? pc.green(m[2]!) : m[2]!}` : line);
    }
    this.shownLog = this.state.log?.length ?? 0;
  }

  showPrompt(options: Decision[]): void {
    out('');
    out(renderBoard(viewFor(this.state, HUMAN)));
    out(pc.bold(pc.cyan(describePrompt(this.state))));
    options.forEach((d, i) => out(`  ${pc.bold(String(i + 1).padStart(2))}. ${describeOption(this.state, d)}`));
  }

  /** Asks until a valid choice; null when the player quits or input ends. */
  async ask(input: LineReader, options: Decision[]): Promise<Decision | null> {
    for (;;) {
      const range = options.length === 1 ? '1' : `1-${options.length}`;
      const raw = await input.next(pc.bold(`Your choice [${range}, ? for help] > `));
      if (raw === null) {
        out(pc.yellow(`End of input: leaving the game unfinished (seed ${this.seed}).`));
        return null;
      }
      const line = raw.trim();
      if (line === '') continue;
      if (line === 'q' || line === 'quit') {
        out(`You quit the game (seed ${this.seed}).`);
        return null;
      }
      if (line === '?' || line === 'help') {
        out(HELP);
        continue;
      }
      if (line === 'b' || line === 'board') {
        this.showPrompt(options);
        continue;
      }
      if (line === 'save' || line.startsWith('save ')) {
        this.save(line.slice(4).trim());
        continue;
      }
      if (line === 'scenario' || line.startsWith('scenario ')) {
        this.save(line.slice(8).trim(), true);
        continue;
      }
      if (/^\d+$/.test(line)) {
        const n = Number(line);
        if (n >= 1 && n <= options.length) return options[n - 1]!;
        out(pc.red(`There is no option ${n}: type a number from 1 to ${options.length}.`));
        continue;
      }
      out(pc.red(`'${line}' is not a choice: type a number from 1 to ${options.length}, or ? for help.`));
    }
  }

  /** Save the game (engine JSON), or export the board in the scenario format for a bug report. */
  save(file: string, asScenario = false): void {
    if (!file) {
      out(pc.red(`Usage: ${asScenario ? 'scenario' : 'save'} FILE`));
      return;
    }
    try {
      const path = resolve(file);
      writeFileSync(path, asScenario ? JSON.stringify(toScenario(this.state, `exported at turn ${this.state.turn}`), null, 2) : serialize(this.state));
      out(pc.green(`${asScenario ? 'Board exported as a scenario' : 'Game saved'} to ${path}`));
    } catch (e) {
      out(pc.red(`Could not save: ${(e as Error).message}`));
    }
  }
}

export async function runPlay(argv: string[]): Promise<number> {
  const opts = parseOptions('play', argv, {
    deck: { type: 'string' },
    vs: { type: 'string' },
    seed: { type: 'string' },
    'opponent-deck': { type: 'string' },
  });
  if (opts.vs !== undefined && opts.vs !== 'random') throw new UsageError(`unknown opponent '--vs ${opts.vs}'; available: random`);
  const mine = deckByName(opts.deck ?? 'dwarf', 'deck');
  const theirs = deckByName(opts['opponent-deck'] ?? 'orc', 'opponent deck');
  const seed = opts.seed === undefined ? randomSeed() : intOption('seed', opts.seed, 0, -(2 ** 31));
  const input = new LineReader();
  try {
    return await playMatch(mine, theirs, seed, input, `invasion play --seed ${seed} --deck ${mine.name} --opponent-deck ${theirs.name}`);
  } finally {
    input.close();
  }
}

/** A deck to play: its name for messages, capital board and card ids. */
export interface MatchDeck {
  name: string;
  capital: string;
  cards: readonly string[];
}

/** You (P1, `mine`) against the random bot (P2, `theirs`), reading your choices from `input`. */
export async function playMatch(mine: MatchDeck, theirs: MatchDeck, seed: number, input: LineReader, replay: string): Promise<number> {
  out(pc.bold(`Warhammer: Invasion — you (P1, ${mine.name}) vs the random bot (P2, ${theirs.name}) · seed ${seed}`));
  out(pc.dim(`Replay this game with: ${replay}. Type ? for help.`));

  const session = new Session(
    createGame({ players: [{ capital: mine.capital, deck: mine.cards.slice() }, { capital: theirs.capital, deck: theirs.cards.slice() }], seed, log: true }),
    seed,
  );
  const bot = randomBot(deriveSeed(seed, 2));
  {
    while (!session.state.result) {
      const state = session.state;
      const options = legalOptions(state);
      let d: Decision | null;
      if (state.prompt!.player !== HUMAN) d = bot.choose(state, options);
      else {
        session.flushLog();
        session.showPrompt(options);
        d = await session.ask(input, options);
        if (d === null) return 0;
      }
      try {
        session.state = apply(state, d);
      } catch (e) {
        session.flushLog();
        process.stderr.write(pc.red(`Engine error (seed ${seed}, decision ${JSON.stringify(d)}):\n${(e as Error).stack ?? String(e)}\n`));
        return 1;
      }
    }
    session.flushLog();
    out('');
    out(renderBoard(viewFor(session.state, HUMAN)));
    out(resultText(session.state.result!));
    out(pc.dim(`Seed ${seed} · turn ${session.state.turn} · ${session.state.decisions} decisions`));
    return 0;
  }
}
