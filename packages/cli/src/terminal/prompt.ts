/**
 * One prompt of the player's, asked until he decides, undoes or quits: the menu and its second
 * step, confirmations, and the commands that only look (info, why, board, stops, help).
 */
import type { ClientOption, ClientView, PlayerId } from '@invasion/engine';
import { renderBoard } from './board.js';
import { infoLines, nameOf, shortFacts, type CardRef } from './cards.js';
import { cardRef, HELP, stopCommand, whyLines } from './commands.js';
import { clip, pc, wrap } from './format.js';
import type { InputLine, TermInput } from './io.js';
import { buildMenu, subEntries, zoneOptions, type Menu, type MenuEntry } from './menu.js';
import { decides, parseCommand, type Command } from './parse.js';
import { newsLines, type NewsItem } from './news.js';
import { CARD_HINT, HINT, menuLines, promptLines, statusLines, SUB_HINT } from './render.js';
import type { GameSession } from './session.js';
import type { Stops } from './stops.js';

export interface PlayerContext {
  session: GameSession;
  human: PlayerId;
  input: TermInput;
  out: (line: string) => void;
  stops: Stops;
  /** Autosave now; the path written, or null. */
  autosave: () => string | null;
  /** A copy of the save to another file (`save FILE`); the path written. */
  saveAs: (file: string) => string;
  /** The board in the scenario format (`scenario FILE`); the path written. */
  exportScenario: (file: string) => string;
  /** Every event line so far (`log`). */
  history: string[];
  /** Screen height now (24 unless the terminal says otherwise). */
  rows: () => number;
}

export type PromptResult = 'decided' | 'undone' | 'quit';

export class PlayerPrompt {
  private readonly menu: Menu;
  private sub: MenuEntry | null = null;
  private confirms = 0;

  constructor(
    private readonly ctx: PlayerContext,
    private readonly view: ClientView,
    private readonly news: readonly NewsItem[] = [],
  ) {
    this.menu = buildMenu(view, view.options);
  }

  private get screen(): string {
    return `${this.view.stateId}:${this.sub ? `sub:${this.sub.n}:${this.sub.options.length}` : 'main'}:${this.confirms}`;
  }

  private print(lines: readonly string[]): void {
    for (const l of lines) this.ctx.out(l);
  }

  /**
   * The menu on screen. `full`: what happened first, then the status lines — sized to the screen:
   * news get the rows the menu leaves (at least 6), card text under entries what is left after that.
   */
  show(full: boolean): void {
    if (this.sub) {
      const c = this.sub.card;
      const toPlay = this.sub.options.some((o) => o.decision.type === 'play' || o.decision.type === 'develop');
      this.print([pc.bold(pc.cyan(clip(toPlay && c ? `${nameOf(c)} — ${shortFacts(c)}` : this.sub.label)))]);
      if (c?.text) this.print(wrap(c.text, '  ', '  ').map((l) => pc.dim(l)));
      this.print(menuLines(subEntries(this.sub), null));
      this.print([toPlay ? CARD_HINT : SUB_HINT]);
    } else if (full) {
      const fixed = 1 + 3 + promptLines(this.view, this.menu).length + 2;
      const rows = this.ctx.rows();
      const news = newsLines(this.news, this.ctx.human, Math.max(6, rows - fixed));
      const room = rows - fixed - news.length;
      this.print(['', ...news, ...statusLines(this.view), ...promptLines(this.view, this.menu, room), HINT]);
    } else this.print([...promptLines(this.view, this.menu), HINT]);
    this.ctx.input.screen = this.screen;
  }

  async run(): Promise<PromptResult> {
    this.show(true);
    for (;;) {
      const line = await this.ctx.input.line(pc.bold('> '));
      if (line === null) {
        this.ctx.out(pc.yellow('End of input: the game stays saved where it is.'));
        return 'quit';
      }
      const r = await this.handle(parseCommand(line.text), line);
      if (r) return r;
    }
  }

  private stale(line: InputLine): boolean {
    if (this.ctx.input.current(line)) return false;
    this.ctx.out(pc.red(`The prompt changed before '${line.text.trim() || 'Enter'}' was read: nothing done. Here it is again:`));
    this.show(false);
    return true;
  }

  private async handle(cmd: Command, line: InputLine): Promise<PromptResult | null> {
    if (decides(cmd) && this.stale(line)) return null;
    switch (cmd.t) {
      case 'enter':
        if (this.sub) return this.back();
        return this.pass(true);
      case 'pass':
        return this.pass(false);
      case 'number':
        return this.number(cmd.n, cmd.sub);
      case 'play':
      case 'develop':
        return this.playInto(cmd.t, cmd.n, cmd.zone);
      case 'back':
        return this.back();
      case 'yes':
      case 'no':
        this.ctx.out('Nothing to confirm now.');
        return null;
      case 'info':
        this.print([...this.info(cmd.arg), this.reminder()]);
        return null;
      case 'why':
        this.print([...this.why(cmd.arg), this.reminder()]);
        return null;
      case 'board':
        this.print([...renderBoard(this.view), this.reminder()]);
        return null;
      case 'menu':
        this.show(false);
        return null;
      case 'log':
        this.print([...(this.ctx.history.length ? this.ctx.history.slice(-40) : ['No events yet.']), this.reminder()]);
        return null;
      case 'undo':
        if (!this.ctx.session.undo(this.ctx.human)) {
          this.ctx.out('Nothing to undo: you have made no decision yet.');
          return null;
        }
        this.ctx.out(pc.yellow('Undone: back to your previous decision.'));
        return 'undone';
      case 'stops':
        this.print(this.ctx.stops.describe());
        this.ctx.out(pc.dim('stop NAME / nostop NAME (opp NAME for the opponent’s turn; all)'));
        return null;
      case 'stop':
      case 'nostop':
        return this.setStop(cmd.arg, cmd.t === 'stop');
      case 'help':
        this.print(HELP);
        return null;
      case 'quit':
        if (await this.confirm(`Quit? The game stays saved${this.savedWhere()}. (y/n)`)) {
          this.ctx.out('You quit the game.');
          return 'quit';
        }
        this.show(false);
        return null;
      case 'save':
      case 'scenario':
        this.saveCopy(cmd.t, cmd.file);
        return null;
      case 'unknown':
        this.ctx.out(pc.red(`'${cmd.text}' is not a command: type a number, Enter to pass, or ? for help.`));
        return null;
    }
  }

  /** One line under a command's output: the question still open, and how to see its menu again. */
  private reminder(): string {
    return pc.dim(clip(`${this.sub ? (this.sub.card ? nameOf(this.sub.card) : this.sub.label) : (this.view.prompt?.title ?? '')} — m: the menu again`));
  }

  private savedWhere(): string {
    const path = this.ctx.autosave();
    return path ? ` in ${path} (invasion play --resume ${path})` : '';
  }

  /** Asks y/n; a reply typed before the question was shown is a no. */
  private async confirm(question: string): Promise<boolean> {
    this.confirms++;
    this.ctx.out(pc.yellow(question));
    this.ctx.input.screen = this.screen;
    const line = await this.ctx.input.line(pc.bold('y/n> '));
    if (line === null) return false;
    const c = parseCommand(line.text);
    return c.t === 'yes' && this.ctx.input.current(line);
  }

  private decide(option: ClientOption): PromptResult {
    const { session, human } = this.ctx;
    session.checkpoint();
    session.act(human, option, this.view.stateId);
    return 'decided';
  }

  private back(): null {
    if (this.sub) {
      this.sub = null;
      this.show(false);
    }
    return null;
  }

  private async pass(bare: boolean): Promise<PromptResult | null> {
    const pass = this.menu.pass;
    if (!pass) {
      this.ctx.out(pc.red(`There is no pass here: choose a number from 1 to ${this.menu.entries.length}.`));
      return null;
    }
    const v = this.view;
    const kind = v.prompt?.kind;
    let question: string | null = null;
    // (a second zone of a two-zone attack may be skipped without asking: the first is attacked)
    if (kind === 'attackZone' && !v.combat) question = 'Skip your attack this turn? (y/n)';
    // (with two zones to attack, the other zone's group may still attack: For Ulthuan!)
    else if (kind === 'declareAttackers' && v.combat && v.combat.attackers.length === 0) {
      question = v.attackTwoZones ? 'Send no attackers against this zone? (y/n)' : 'Declare no attackers (your attack does nothing)? (y/n)';
    }
    else if (bare && kind === 'action' && v.phase === 'capital' && v.active === this.ctx.human && v.chain.length === 0 && this.menu.entries.length > 0) {
      question = `End your capital phase with ${this.menu.entries.length} thing${this.menu.entries.length > 1 ? 's' : ''} you could still do? (y/n)`;
    }
    if (question && !(await this.confirm(question))) {
      this.ctx.out('Not passed.');
      this.show(false);
      return null;
    }
    return this.decide(pass);
  }

  private number(n: number, sub?: number): PromptResult | null | Promise<PromptResult | null> {
    if (this.sub) {
      const entries = subEntries(this.sub);
      if (n === 0) return this.back();
      const e = entries[n - 1];
      if (!e) return this.noEntry(n, entries.length);
      return this.decide(e.options[0]!);
    }
    if (n === 0) return this.pass(false);
    const e = this.menu.entries[n - 1];
    if (!e) return this.noEntry(n, this.menu.entries.length);
    if (e.options.length === 1) return this.decide(e.options[0]!);
    if (sub !== undefined) {
      const o = e.options[sub - 1];
      if (!o) return this.noEntry(sub, e.options.length);
      return this.decide(o);
    }
    this.sub = e;
    this.show(false);
    return null;
  }

  private noEntry(n: number, count: number): null {
    this.ctx.out(pc.red(count ? `There is no ${n} here: choose from 1 to ${count}${this.sub ? ' (Enter: back)' : this.menu.pass ? ', or 0 to pass' : ''}.` : `There is no ${n} here.`));
    return null;
  }

  private playInto(type: 'play' | 'develop', n: number | undefined, zone: Parameters<typeof zoneOptions>[2]): PromptResult | null {
    const entry = n === undefined ? this.sub : this.menu.entries[n - 1];
    if (!entry) {
      this.ctx.out(pc.red(n === undefined ? `Which card? Type ${type === 'play' ? 'p' : 'd'} N k (N: its number).` : `There is no card ${n} here.`));
      return null;
    }
    const found = zoneOptions(entry, type, zone);
    const what = `${type === 'play' ? 'played' : 'developed'}${zone ? ` into your ${zone}` : ''}`;
    if (found.length === 0) {
      this.ctx.out(pc.red(`${entry.card ? nameOf(entry.card) : `Entry ${entry.n}`} cannot be ${what} now${entry.card ? ` (why ${entry.n}: why not)` : ''}.`));
      return null;
    }
    if (found.length === 1) return this.decide(found[0]!);
    this.sub = { ...entry, options: found };
    this.show(false);
    return null;
  }

  /** The card the player means: a menu number (of the menu on screen), else a name or #id. */
  private ref(arg: string, catalogue: boolean): CardRef {
    return cardRef(this.view, this.sub ? subEntries(this.sub) : this.menu.entries, this.sub?.card ?? null, arg, catalogue);
  }

  private info(arg: string): string[] {
    return infoLines(this.ref(arg, true), this.ctx.human);
  }

  private why(arg: string): string[] {
    const r = this.ref(arg, false);
    if (r.kind !== 'view') return r.kind === 'none' ? r.message.split('\n') : [];
    return whyLines(this.ctx.session, this.view, this.ctx.human, r.card);
  }

  private setStop(arg: string, on: boolean): null {
    const r = stopCommand(this.ctx.stops, arg, on);
    if (r.changed) this.ctx.autosave();
    this.ctx.out(r.changed ? r.message : pc.red(r.message));
    return null;
  }

  private saveCopy(kind: 'save' | 'scenario', file: string): void {
    if (!file) {
      this.ctx.out(pc.red(`Usage: ${kind} FILE`));
      return;
    }
    try {
      this.ctx.out(pc.green(kind === 'save' ? `Saved to ${this.ctx.saveAs(file)}` : `Board exported as a scenario to ${this.ctx.exportScenario(file)}`));
    } catch (e) {
      this.ctx.out(pc.red(`Could not save: ${(e as Error).message}`));
    }
  }
}
