/**
 * Stepping through a saved game (`invasion replay FILE`), one decision at a time, as one seat saw
 * it (`--seat 1|2`: his views, his events, his own decisions named, the other's not) or both.
 * `--to N` prints the view after N decisions and exits.
 */
import type { ClientOption, PlayerId, Viewer } from '@invasion/engine';
import { renderBoard } from './board.js';
import { clip, pc, phaseOf, resultText } from './format.js';
import type { TermInput } from './io.js';
import { newsLines } from './news.js';
import { statusLines } from './render.js';
import type { SaveFile } from './save.js';
import { GameSession, ReplayError, type DecisionRecord } from './session.js';

export type ReplaySeat = PlayerId | 'both';

export interface ReplayOptions {
  save: SaveFile;
  seat: ReplaySeat;
  out: (line: string) => void;
}

const viewerOf = (seat: ReplaySeat): Viewer => (seat === 'both' ? 'spectator' : seat);

/** The option a record stands for, at the session's current prompt. */
function optionOf(session: GameSession, r: DecisionRecord, index: number): ClientOption {
  const options = session.view(r.seat).options;
  const same = (o: ClientOption) => o.key === r.key || (r.decision !== undefined && JSON.stringify(o.decision) === JSON.stringify(r.decision));
  const option = options.find(same);
  if (!option) throw new ReplayError(`decision ${index + 1} (P${r.seat + 1} ${r.key}) is not an option at that point of the game`);
  return option;
}

/** "P1: Play Dwarf Ranger into your kingdom — cost 3", or the other seat's decision unnamed. */
function decisionLine(seat: ReplaySeat, r: DecisionRecord, option: ClientOption, i: number, total: number): string {
  const who = `P${r.seat + 1}`;
  const what = seat === 'both' || seat === r.seat ? option.label : 'decides (hidden from this seat)';
  return clip(`[${i}/${total}] ${who}${r.auto ? ' (auto)' : ''}: ${what}`);
}

/** The view(s) after `n` decisions, for `--to N`. */
export function replayTo(o: ReplayOptions, n: number): number {
  const { save, seat, out } = o;
  const session = GameSession.replay(save.setup, save.decisions, n);
  const seats: PlayerId[] = seat === 'both' ? [0, 1] : [seat];
  const any = session.view(seats[0]!);
  out(pc.bold(`After ${n} of ${save.decisions.length} decisions · turn ${any.turn} · ${phaseOf(any.active, any.phase, 'spectator')}`));
  for (const p of seats) {
    const v = session.view(p);
    if (seats.length > 1) out(pc.bold(`P${p + 1}'s view:`));
    for (const l of renderBoard(v)) out(l);
  }
  if (session.result) out(resultText(session.result, 'spectator'));
  else if (any.prompt) {
    const next = save.decisions[n];
    const asked = session.view(seat === 'both' ? any.prompt.player : seat);
    out(`Waiting for P${any.prompt.player + 1}: ${asked.prompt?.title ?? ''}`);
    if (next) out(`Next: ${decisionLine(seat, next, optionOf(session, next, n), n + 1, save.decisions.length)}`);
  }
  return 0;
}

const HELP = 'Enter: next decision · N: go to decision N · b: board · q: quit';

/** Interactive stepping; returns the exit code. */
export async function replayInteractive(o: ReplayOptions, input: TermInput): Promise<number> {
  const { save, seat, out } = o;
  const total = save.decisions.length;
  let session = GameSession.start(save.setup);
  const viewer = viewerOf(seat);
  let i = 0;
  out(pc.bold(`Replay: ${save.decks[0]} (P1) vs ${save.decks[1]} (P2) · seed ${save.setup.seed} · ${total} decisions · seen by ${seat === 'both' ? 'both seats' : `P${seat + 1}`}`));
  out(pc.dim(HELP));
  const show = () => {
    for (const l of newsLines(session.events(viewer), viewer, 14)) out(l);
    for (const l of statusLines(session.view(viewer))) out(l);
  };
  show();
  for (;;) {
    if (i >= total) {
      out(session.result ? resultText(session.result, 'spectator') : pc.dim('End of the saved decisions (the game went on from here).'));
      return 0;
    }
    const r = save.decisions[i]!;
    const option = optionOf(session, r, i);
    out(decisionLine(seat, r, option, i + 1, total));
    const line = await input.next(pc.bold('replay> '));
    if (line === null) return 0;
    const cmd = line.trim().toLowerCase();
    if (cmd === 'q' || cmd === 'quit') return 0;
    if (cmd === 'b' || cmd === 'board') {
      for (const p of seat === 'both' ? ([0, 1] as const) : [seat]) for (const l of renderBoard(session.view(p))) out(l);
      continue;
    }
    if (/^\d+$/.test(cmd)) {
      const n = Math.min(Number(cmd), total);
      session = GameSession.replay(save.setup, save.decisions, n);
      i = n;
      out(pc.dim(`At decision ${n}.`));
      for (const l of statusLines(session.view(viewer))) out(l);
      continue;
    }
    if (cmd !== '') {
      out(pc.dim(HELP));
      continue;
    }
    session.act(r.seat, option, session.stateId);
    i++;
    show();
  }
}
