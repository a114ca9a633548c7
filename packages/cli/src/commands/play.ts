/**
 * `invasion play [--deck NAME] [--vs random|greedy|easy|normal|hard] [--seed N] [--opponent-deck NAME] [--save FILE]`
 * `invasion play --resume FILE`: you (player 1) against a bot (player 2) in the terminal, through
 * the client protocol only (src/terminal/). The game is autosaved after every decision.
 */
import { resolve } from 'node:path';
import type { GameSetup } from '@invasion/engine';
import { BOT_NAMES, DEFAULT_OPPONENT, isBotName, type BotName } from '@invasion/ai';
import { protocolBot, threadsFor, type ProtocolBot } from '../terminal/bot.js';
import { pc } from '../terminal/format.js';
import { TerminalGame } from '../terminal/game.js';
import { TermInput } from '../terminal/io.js';
import { defaultSavePath, readSave, SaveFileError } from '../terminal/save.js';
import { GameSession, ReplayError } from '../terminal/session.js';
import { deckByName, deriveSeed, intOption, parseOptions, randomSeed, UsageError } from '../util.js';

export const PLAY_USAGE = `invasion play [--deck NAME] [--vs ${BOT_NAMES.join('|')}] [--seed N] [--opponent-deck NAME] [--save FILE] | --resume FILE`;

const HUMAN = 0;

function out(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** The bot's seed: from the game seed alone. */
const botSeed = (seed: number) => deriveSeed(seed, 2);

export async function runPlay(argv: string[]): Promise<number> {
  const opts = parseOptions('play', argv, {
    deck: { type: 'string' },
    vs: { type: 'string' },
    seed: { type: 'string' },
    'opponent-deck': { type: 'string' },
    save: { type: 'string' },
    resume: { type: 'string' },
  });
  if (opts.vs !== undefined && !isBotName(opts.vs)) throw new UsageError(`unknown opponent '--vs ${opts.vs}'; available: ${BOT_NAMES.join(', ')}`);
  const vs: BotName = opts.vs ?? DEFAULT_OPPONENT;
  const input = new TermInput();
  try {
    if (opts.resume !== undefined) {
      if (opts.deck !== undefined || opts.seed !== undefined || opts['opponent-deck'] !== undefined || opts.vs !== undefined) throw new UsageError('play --resume FILE continues a saved game: its decks, seed and opponent come from the file');
      return await resumeMatch(opts.resume, opts.save, input);
    }
    const mine = deckByName(opts.deck ?? 'dwarf', 'deck');
    const theirs = deckByName(opts['opponent-deck'] ?? 'orc', 'opponent deck');
    const seed = opts.seed === undefined ? randomSeed() : intOption('seed', opts.seed, 0, -(2 ** 31));
    return await playMatch(mine, theirs, seed, input, `invasion play --seed ${seed} --deck ${mine.name} --opponent-deck ${theirs.name}${vs === DEFAULT_OPPONENT ? '' : ` --vs ${vs}`}`, opts.save, vs);
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

/** You (P1, `mine`) against the `vs` bot (P2, `theirs`), reading your choices from `input`. */
export async function playMatch(mine: MatchDeck, theirs: MatchDeck, seed: number, input: TermInput, replay: string, save?: string, vs: BotName = DEFAULT_OPPONENT): Promise<number> {
  const setup: GameSetup = { players: [{ capital: mine.capital, deck: mine.cards.slice() }, { capital: theirs.capital, deck: theirs.cards.slice() }], seed, log: true };
  const savePath = resolve(save ?? defaultSavePath(seed));
  out(pc.bold(`Warhammer: Invasion — you (P1, ${mine.name}) vs the ${vs} bot (P2, ${theirs.name}) · seed ${seed}`));
  out(pc.dim(`Same game again: ${replay}. Autosave: ${savePath}. Type ? for help.`));
  const session = GameSession.start(setup);
  return runAgainst(session, vs, botSeed(seed), (bot) => new TerminalGame({ session, human: HUMAN, bot, input, savePath, decks: [mine.name, theirs.name] }));
}

/** The game against the `level` bot, on bot threads when its decisions split (threadsFor), which are stopped afterwards (they would keep the process alive). */
async function runAgainst(session: GameSession, level: BotName, seed: number, game: (bot: ProtocolBot) => TerminalGame): Promise<number> {
  const threads = threadsFor(level);
  try {
    return await game(protocolBot(level, seed, threads ? (bot, s, parts) => session.growBotParts(threads, bot, s, parts) : null)).run();
  } finally {
    await threads?.close();
  }
}

async function resumeMatch(file: string, save: string | undefined, input: TermInput): Promise<number> {
  let session: GameSession;
  let data;
  try {
    data = readSave(file);
    session = GameSession.replay(data.setup, data.decisions);
  } catch (e) {
    if (e instanceof SaveFileError || e instanceof ReplayError) throw new UsageError(`cannot resume: ${e.message}`);
    throw e;
  }
  const savePath = resolve(save ?? file);
  out(pc.bold(`Warhammer: Invasion — resumed: you (P${data.human + 1}, ${data.decks[data.human]}) vs the ${data.vs} bot (${data.decks[1 - data.human]}) · seed ${data.setup.seed}`));
  out(pc.dim(`${data.decisions.length} decisions replayed. Autosave: ${savePath}. Type ? for help.`));
  return runAgainst(session, data.vs, botSeed(data.setup.seed), (bot) => new TerminalGame({ session, human: data.human, bot, input, savePath, decks: data.decks, stops: data.stops, recap: true }));
}
