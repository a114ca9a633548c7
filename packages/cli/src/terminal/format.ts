/** Small text helpers for the terminal: phase names, widths, wrapping, colours that can be switched off. */
import pc from 'picocolors';
import { wrap as wrapWords } from '../cardInfo.js';
import type { GameResult, Phase, PlayerId, Viewer } from '@invasion/engine';

export const WIDTH = 80;

const PHASES: Record<Phase, string> = {
  setup: 'setup',
  beginTurn: 'beginning of the turn',
  kingdom: 'kingdom phase',
  quest: 'quest phase',
  capital: 'capital phase',
  battlefield: 'battlefield phase',
  endTurn: 'end of the turn',
  over: 'game over',
};

export function phaseName(phase: Phase): string {
  return PHASES[phase] ?? phase;
}

/** "your capital phase", "the opponent's quest phase", "P2's ..." for spectators. */
export function phaseOf(active: PlayerId, phase: Phase, viewer: Viewer): string {
  if (phase === 'setup' || phase === 'over') return phaseName(phase);
  const whose = viewer === 'spectator' ? `P${active + 1}'s` : active === viewer ? 'your' : "the opponent's";
  return phase === 'beginTurn' || phase === 'endTurn' ? `${phaseName(phase)} (${whose} turn)` : `${whose} ${phaseName(phase)}`;
}

/** Cuts a plain string to `width` columns with an ellipsis. */
export function clip(text: string, width = WIDTH): string {
  return text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
}

/** Words wrapped to the screen's width (cardInfo's wrapping), the first line after `first`, the others after `indent`. */
export function wrap(text: string, first: string, indent: string, width = WIDTH): string[] {
  return wrapWords(text, first, indent, width);
}

export function resultText(r: GameResult, me: PlayerId | 'spectator'): string {
  switch (r.kind) {
    case 'win':
      if (me === 'spectator') return pc.bold(`P${r.winner + 1} wins. (${r.reason})`);
      return r.winner === me ? pc.green(pc.bold(`Game over: you win! (${r.reason})`)) : pc.red(pc.bold(`Game over: the bot wins. (${r.reason})`));
    case 'draw':
      return pc.bold(`Game over: a draw. (${r.reason})`);
    case 'turnCap':
      return pc.bold(`Game over: stopped at the turn limit (${r.turns} turns) without a winner.`);
  }
}

export { pc };
