/**
 * What the player typed, as a command. Pure: nothing here knows the game. Numbers refer to the
 * menu on screen (0 is pass); `p 3 k` plays entry 3 into the kingdom, `d 2 q` develops entry 2 in
 * the quest zone.
 */
import type { ZoneName } from '@invasion/engine';

export type Command =
  | { t: 'enter' }
  /** Menu entry `n` (0: pass); `sub`: that entry's option `sub` in one go ("3 2"). */
  | { t: 'number'; n: number; sub?: number }
  /** Play (or develop) entry `n` — or the card of the open sub-menu — into `zone`. */
  | { t: 'play' | 'develop'; n?: number; zone?: ZoneName }
  | { t: 'pass' }
  | { t: 'back' }
  | { t: 'yes' }
  | { t: 'no' }
  | { t: 'info' | 'why'; arg: string }
  | { t: 'board' }
  | { t: 'menu' }
  | { t: 'log' }
  | { t: 'undo' }
  | { t: 'stops' }
  | { t: 'stop' | 'nostop'; arg: string }
  | { t: 'help' }
  | { t: 'quit' }
  | { t: 'save' | 'scenario'; file: string }
  | { t: 'unknown'; text: string };

const ZONES: Record<string, ZoneName> = { k: 'kingdom', kingdom: 'kingdom', q: 'quest', quest: 'quest', b: 'battlefield', bf: 'battlefield', battlefield: 'battlefield' };

export function parseZone(word: string): ZoneName | null {
  return ZONES[word.toLowerCase()] ?? null;
}

/** "p 3 k", "p3k", "p 3", "p k", "play 3 kingdom" (after the verb). */
function parsePlay(t: 'play' | 'develop', rest: string, text: string): Command {
  const m = /^(\d+)?\s*([a-z]+)?$/i.exec(rest.trim());
  if (!m) return { t: 'unknown', text };
  const cmd: Command = { t };
  if (m[1] !== undefined) cmd.n = Number(m[1]);
  if (m[2] !== undefined) {
    const zone = parseZone(m[2]);
    if (!zone) return { t: 'unknown', text };
    cmd.zone = zone;
  }
  return cmd;
}

const WORDS: Record<string, Command> = {
  pass: { t: 'pass' },
  back: { t: 'back' },
  '<': { t: 'back' },
  y: { t: 'yes' },
  yes: { t: 'yes' },
  n: { t: 'no' },
  no: { t: 'no' },
  b: { t: 'board' },
  board: { t: 'board' },
  m: { t: 'menu' },
  menu: { t: 'menu' },
  log: { t: 'log' },
  l: { t: 'log' },
  undo: { t: 'undo' },
  u: { t: 'undo' },
  stops: { t: 'stops' },
  '?': { t: 'help' },
  h: { t: 'help' },
  help: { t: 'help' },
  q: { t: 'quit' },
  quit: { t: 'quit' },
  exit: { t: 'quit' },
};

export function parseCommand(line: string): Command {
  const text = line.trim();
  if (text === '') return { t: 'enter' };
  const lower = text.toLowerCase();
  const word = WORDS[lower];
  if (word) return { ...word };
  let m = /^(\d+)(?:\s*[.\s]\s*(\d+))?$/.exec(text);
  if (m) return m[2] !== undefined ? { t: 'number', n: Number(m[1]), sub: Number(m[2]) } : { t: 'number', n: Number(m[1]) };
  m = /^(p|play|d|dev|develop)(?=\s|\d|$)\s*(.*)$/i.exec(text);
  if (m) return parsePlay(m[1]!.toLowerCase().startsWith('p') ? 'play' : 'develop', m[2]!, text);
  // "p3k" / "d2q" written together.
  m = /^([pd])(\d+)([a-z]+)$/i.exec(text);
  if (m) return parsePlay(m[1]!.toLowerCase() === 'p' ? 'play' : 'develop', `${m[2]} ${m[3]}`, text);
  m = /^(\S+)\s*(.*)$/.exec(text)!;
  const verb = m[1]!.toLowerCase();
  const arg = m[2]!.trim();
  switch (verb) {
    case 'info':
    case 'i':
    case 'card':
      return { t: 'info', arg };
    case 'why':
    case 'w':
      return { t: 'why', arg };
    case 'stop':
      return { t: 'stop', arg };
    case 'nostop':
    case 'unstop':
      return { t: 'nostop', arg };
    case 'save':
      return { t: 'save', file: arg };
    case 'scenario':
      return { t: 'scenario', file: arg };
  }
  return { t: 'unknown', text };
}

/** Commands that decide something in the game: they must be typed against the prompt on screen. */
export function decides(c: Command): boolean {
  return c.t === 'enter' || c.t === 'number' || c.t === 'play' || c.t === 'develop' || c.t === 'pass' || c.t === 'yes';
}
