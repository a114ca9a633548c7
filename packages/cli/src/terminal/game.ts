/**
 * The terminal game loop: the bot decides for its seat, the stops decide whether to ask the player
 * or pass for him, and the player is asked at the rest (prompt.ts). Everything goes through the
 * session's protocol calls; the game is autosaved before every question and at the end.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SEARCHING_BOTS } from '@invasion/ai';
import type { ClientView, PlayerId } from '@invasion/engine';
import type { ProtocolBot } from './bot.js';
import { pc, resultText } from './format.js';
import type { TermInput } from './io.js';
import { settle } from './io.js';
import type { TermEvent } from './log.js';
import { PlayerPrompt, type PlayerContext } from './prompt.js';
import { newsLines, type NewsItem } from './news.js';
import { statusLines } from './render.js';
import { writeSave, type SaveFile } from './save.js';
import type { GameSession } from './session.js';
import { STOP_NAMES, type StopName, Stops } from './stops.js';

export interface TerminalOptions {
  session: GameSession;
  human: PlayerId;
  bot: ProtocolBot;
  input: TermInput;
  out?: (line: string) => void;
  /** Autosave file, or null for none. */
  savePath: string | null;
  decks: [string, string];
  stops?: readonly string[];
  /** Show the last events before the first prompt (a resumed game). */
  recap?: boolean;
  /**
   * Told the bot's level before a decision of a bot that searches (normal, hard: up to a second or
   * two) and null once it is made; by default a transient line on a terminal, nothing when piped.
   */
  thinking?: (level: string | null) => void;
}

/** "The normal bot is thinking…" on the current line of a terminal, erased when it has decided. */
function ttyThinking(level: string | null): void {
  if (!process.stdout.isTTY) return;
  process.stdout.write(`\r\x1b[2K${level ? pc.dim(`The ${level} bot is thinking…`) : ''}`);
}

/** Events that mean the opponent did something the player may want to answer. */
const ACTIONS = new Set(['cardPlayed', 'abilityUsed', 'developed', 'playedFree']);

export class TerminalGame {
  private readonly ctx: PlayerContext;
  private readonly stops: Stops;
  /** The chain as the player last saw it (to tell a new link of the opponent's). */
  private lastChain = '';
  private forceAsk = false;
  private pending: NewsItem[] = [];

  constructor(private readonly o: TerminalOptions) {
    const known = (o.stops ?? []).filter((s): s is StopName => (STOP_NAMES as readonly string[]).includes(s));
    this.stops = new Stops(o.stops ? known : undefined);
    if (o.recap) this.pending.push(...o.session.recent(o.human, 8));
    const out = o.out ?? ((line: string) => void process.stdout.write(`${line}\n`));
    this.ctx = {
      session: o.session,
      human: o.human,
      input: o.input,
      out,
      stops: this.stops,
      autosave: () => this.autosave(),
      saveAs: (file) => {
        const path = resolve(file);
        writeSave(path, this.saveData());
        return path;
      },
      exportScenario: (file) => {
        const path = resolve(file);
        writeFileSync(path, `${JSON.stringify(o.session.scenario(`exported at turn ${o.session.view(o.human).turn}`), null, 2)}\n`);
        return path;
      },
      history: [],
      rows: () => (process.stdout.isTTY && process.stdout.rows ? process.stdout.rows : 24),
    };
  }

  saveData(): SaveFile {
    const s = this.o.session;
    return {
      format: 1,
      setup: s.setup,
      human: this.o.human,
      decks: this.o.decks,
      decisions: [...s.decisions],
      stops: this.stops.list(),
      turn: s.view('spectator').turn,
      result: s.result,
      savedAt: new Date().toISOString(),
      vs: this.o.bot.name,
    };
  }

  private autosave(): string | null {
    if (!this.o.savePath) return null;
    try {
      writeSave(this.o.savePath, this.saveData());
    } catch (e) {
      this.ctx.out(pc.red(`Autosave failed: ${(e as Error).message}`));
    }
    return this.o.savePath;
  }

  /** Plays to the end of the game or until the player quits; the exit code. */
  async run(): Promise<number> {
    const { session, human } = this.o;
    for (;;) {
      if (session.result) return this.finish();
      const seat = session.promptSeat;
      if (seat === null) throw new Error('engine error: no prompt and no result');
      if (seat !== human) {
        const input = session.botInput(seat);
        const shown = input.options.length > 1 && (SEARCHING_BOTS as readonly string[]).includes(this.o.bot.name);
        const thinking = this.o.thinking ?? ttyThinking;
        if (shown) thinking(this.o.bot.name);
        const key = await this.o.bot.choose(input);
        if (shown) thinking(null);
        session.act(seat, input.options.find((o) => o.key === key)!, input.view.stateId);
        continue;
      }
      const view = session.view(human);
      const events = this.events();
      const acted = this.opponentActed(view, events);
      const d = this.forceAsk ? null : this.stops.decide(view, view.options, human, acted);
      this.lastChain = chainSig(view);
      if (d && !d.ask) {
        this.pending.push({ type: 'autopass', where: d.why });
        session.act(human, d.pass, view.stateId, true);
        continue;
      }
      this.forceAsk = false;
      this.autosave();
      await settle();
      const news = this.pending;
      this.pending = [];
      const r = await new PlayerPrompt(this.ctx, view, news).run();
      if (r === 'quit') {
        this.autosave();
        return 0;
      }
      if (r === 'undone') {
        this.forceAsk = true;
        this.pending = [];
        this.autosave();
      }
    }
  }

  /** The opponent played, developed or used something in this phase since the player last looked. */
  private opponentActed(view: ClientView, events: readonly TermEvent[]): boolean {
    const opp = 1 - this.o.human;
    if (events.some((e) => e.player === opp && ACTIONS.has(e.type) && e.turn === view.turn && e.phase === view.phase)) return true;
    const top = view.chain[view.chain.length - 1];
    return top !== undefined && top.player === opp && chainSig(view) !== this.lastChain;
  }

  /** New events for the player: kept for the next screen and for `log`. */
  private events(): TermEvent[] {
    const events = this.o.session.events(this.o.human);
    this.pending.push(...events);
    this.ctx.history.push(...events.map((e) => `[T${e.turn}] ${e.text}`));
    return events;
  }

  private finish(): number {
    const { session, human } = this.o;
    this.events();
    const view = session.view(human);
    this.ctx.out('');
    for (const l of newsLines(this.pending, human, 12)) this.ctx.out(l);
    this.pending = [];
    for (const l of statusLines(view)) this.ctx.out(l);
    this.ctx.out(resultText(session.result!, human));
    const path = this.autosave();
    this.ctx.out(pc.dim(`Seed ${session.seed} · turn ${view.turn} · ${session.decisions.length} decisions`));
    if (path) this.ctx.out(pc.dim(`Saved: ${path}\nSee it again: invasion replay ${path}`));
    return 0;
  }
}

function chainSig(view: ClientView): string {
  return view.chain.map((l) => `${l.player}:${l.kind}:${l.card.id}`).join('|');
}
