/**
 * Save files: a game as its setup and every decision in order, which replays it exactly
 * (`format: 1`). Written after every decision (autosave), read by `play --resume` and `replay`.
 *
 *   { "format": 1, "setup": {...}, "human": 0, "decks": ["dwarf", "orc"],
 *     "decisions": [{ "seat": 0, "key": "keep", "decision": { "type": "keep" } }, ...],
 *     "stops": ["capital", ...], "turn": 7, "result": null, "savedAt": "2025-...", "vs": "greedy" }
 *
 * `vs` (the bot's level) came later: a save without it was played against the random bot.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { BOT_NAMES, isBotName, type BotName } from '@invasion/ai';
import type { GameResult, GameSetup, PlayerId } from '@invasion/engine';
import type { DecisionRecord } from './session.js';

export const SAVE_FORMAT = 1;

export interface SaveFile {
  format: 1;
  setup: GameSetup;
  /** The seat the terminal player has (the other is the bot). */
  human: PlayerId;
  /** Names of the decks, for messages. */
  decks: [string, string];
  decisions: DecisionRecord[];
  /** The player's stops when saved. */
  stops: string[];
  turn: number;
  result: GameResult | null;
  savedAt: string;
  /** The level of the bot holding the other seat. */
  vs: BotName;
}

/** A file that is not a save of this format. */
export class SaveFileError extends Error {}

/** Where a game is autosaved unless `--save` says otherwise: $INVASION_SAVE_DIR, else the system's temporary directory. */
export function defaultSavePath(seed: number, now = new Date(), dir = process.env.INVASION_SAVE_DIR || tmpdir()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join(dir, `invasion-${seed}-${stamp}.json`);
}

/** Writes the file whole or not at all (a temporary file renamed over it). */
export function writeSave(path: string, save: SaveFile): void {
  const full = resolve(path);
  mkdirSync(dirname(full), { recursive: true });
  const tmp = `${full}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(save)}\n`);
  renameSync(tmp, full);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the shape of a parsed save; the decisions themselves are checked by replaying them. */
export function parseSave(json: unknown, name = 'save file'): SaveFile {
  if (!isObject(json)) throw new SaveFileError(`${name}: not a JSON object`);
  if (json.format !== SAVE_FORMAT) throw new SaveFileError(`${name}: format ${String(json.format)} is not supported (expected ${SAVE_FORMAT})`);
  const setup = json.setup;
  if (!isObject(setup) || !Array.isArray(setup.players) || setup.players.length !== 2 || !Number.isInteger(setup.seed)) throw new SaveFileError(`${name}: setup must have two players and an integer seed`);
  if (json.human !== 0 && json.human !== 1) throw new SaveFileError(`${name}: human must be 0 or 1`);
  if (!Array.isArray(json.decisions)) throw new SaveFileError(`${name}: decisions must be a list`);
  json.decisions.forEach((d: unknown, i) => {
    if (!isObject(d) || (d.seat !== 0 && d.seat !== 1) || typeof d.key !== 'string' || (d.decision !== undefined && (!isObject(d.decision) || typeof d.decision.type !== 'string'))) {
      throw new SaveFileError(`${name}: decision ${i + 1} must be { seat: 0|1, key: string, decision?: { type, ... } }`);
    }
  });
  if (json.vs !== undefined && (typeof json.vs !== 'string' || !isBotName(json.vs))) throw new SaveFileError(`${name}: vs must be a bot level (${BOT_NAMES.join(', ')})`);
  const decks = Array.isArray(json.decks) && json.decks.length === 2 ? (json.decks.map(String) as [string, string]) : (['P1', 'P2'] as [string, string]);
  return {
    format: 1,
    setup: setup as unknown as GameSetup,
    human: json.human,
    decks,
    decisions: json.decisions as DecisionRecord[],
    stops: Array.isArray(json.stops) ? json.stops.map(String) : [],
    turn: typeof json.turn === 'number' ? json.turn : 0,
    result: (json.result ?? null) as GameResult | null,
    savedAt: typeof json.savedAt === 'string' ? json.savedAt : '',
    vs: (json.vs as BotName | undefined) ?? 'random',
  };
}

export function readSave(path: string): SaveFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new SaveFileError(`cannot read ${path}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SaveFileError(`${path} is not JSON: ${(e as Error).message}`);
  }
  return parseSave(json, path);
}
