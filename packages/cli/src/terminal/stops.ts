/**
 * Stops: where the terminal asks the player in an action window. The engine already passes for a
 * player who can only pass; in the other windows the terminal passes for him (shown dimly) unless a
 * stop applies. Prompts that are not action windows (targets, attackers, defenders, damage,
 * triggered effects, mulligan ...) are always asked, and so is any window right after the opponent
 * acted (a chain link or an ability of his since the player last looked).
 */
import type { ClientOption, ClientView, PlayerId } from '@invasion/engine';
import { DEFAULT_STOPS, STOP_DESCRIPTIONS, STOP_NAMES, windowStop, type StopName } from '@invasion/engine/stops';

export { DEFAULT_STOPS, STOP_NAMES, windowStop, type StopName };

const ALIASES: Record<string, string> = { bf: 'battlefield', 'end-turn': 'end', endturn: 'end', beginning: 'begin', start: 'begin', attack: 'combat', defend: 'attacked', k: 'kingdom', q: 'quest', c: 'capital' };

/** A stop name from what the player typed ("quest", "opp quest", "opp-bf"), or null. */
export function parseStopName(text: string): StopName | null {
  const words = text.trim().toLowerCase().split(/[\s-]+/).filter(Boolean);
  let opp = false;
  if (words[0] === 'opp' || words[0] === 'opponent' || words[0] === 'their') {
    opp = true;
    words.shift();
  }
  if (words.length !== 1) return null;
  const base = ALIASES[words[0]!] ?? words[0]!;
  const name = opp ? `opp-${base}` : base;
  return (STOP_NAMES as readonly string[]).includes(name) ? (name as StopName) : null;
}

export type StopDecision = { ask: true; why: string } | { ask: false; pass: ClientOption; why: string };

export class Stops {
  private readonly on: Set<StopName>;

  constructor(initial: readonly StopName[] = DEFAULT_STOPS) {
    this.on = new Set(initial);
  }

  has(name: StopName): boolean {
    return this.on.has(name);
  }

  set(name: StopName | 'all', on: boolean): void {
    for (const n of name === 'all' ? STOP_NAMES : [name]) {
      if (on) this.on.add(n);
      else this.on.delete(n);
    }
  }

  list(): StopName[] {
    return STOP_NAMES.filter((n) => this.on.has(n));
  }

  /** One line per stop: on or off, and what it covers. */
  describe(): string[] {
    return [
      ...STOP_NAMES.map((n) => `${this.on.has(n) ? '[x]' : '[ ]'} ${n.padEnd(16)} ${STOP_DESCRIPTIONS[n]}`),
      `[x] ${'acted'.padEnd(16)} always: the opponent just played a card or used an ability`,
    ];
  }

  /**
   * Ask the player at this prompt, or pass for him? `acted`: the opponent acted since the player
   * last looked. Prompts other than action windows, and any prompt without a pass, are asked.
   */
  decide(view: ClientView, options: readonly ClientOption[], me: PlayerId, acted: boolean): StopDecision {
    const kind = view.prompt?.kind;
    const pass = options.find((o) => o.decision.type === 'pass');
    if (kind !== 'action' || !pass) return { ask: true, why: 'a choice' };
    if (acted) return { ask: true, why: 'the opponent acted' };
    if (view.chain.length > 0 && this.on.has('chain')) return { ask: true, why: 'chain' };
    const stop = windowStop(view, me);
    if (this.on.has(stop)) return { ask: true, why: stop };
    return { ask: false, pass, why: stop };
  }
}
