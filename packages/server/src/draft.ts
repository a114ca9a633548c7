/**
 * The Draft variant, against the random bot or between two people, one table per user on the node
 * that holds it: the draft's state machine is packages/decks' (createDraft, applyDraft); the bot
 * decides at its prompts; each player sees his own pack, the opponent's pack when he counter-drafts
 * from it, his deck so far and the draft's log. A draft for two waits in the lobby's list until
 * someone joins it. When it is over, both drafted decks (capital suggested by their cards) are
 * played: against the bot, or by the two players.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { applyDraft, createBotRandom, createDraft, DraftError, randomDraftDecision, ROUNDS, SIDES, STEPS, suggestCapital, type BotRandom, type DraftDecision, type DraftState, type PlayerIndex } from '@invasion/decks';
import type { PlayerSetup } from '@invasion/engine';

export interface DraftView {
  id: string;
  side: (typeof SIDES)[number];
  round: number;
  rounds: number;
  step: string;
  /** The opponent's name ('the bot' against the bot); null while a draft for two waits for him. */
  opponent: string | null;
  /** What the player must do now, or null when the draft is over or the opponent is deciding. */
  prompt: { kind: 'pick' | 'counter' | 'reinforce'; count: number; sabotage: boolean; cards: string[] } | null;
  pack: string[];
  /** The opponent's pack, while the player counter-drafts from it. */
  opponentPack: string[] | null;
  deck: string[];
  counterDrafted: string[];
  opponentDeckSize: number;
  done: boolean;
  /** The player's deck's capital as his cards suggest it. */
  capital: string;
  log: string[];
}

/** Who holds a side of a draft: a person, the bot, or nobody yet (a draft for two waiting in the lobby). */
export type DraftSeat = { kind: 'user'; userId: number; name: string } | { kind: 'bot' } | null;

/** A draft as stored (JSON): restored after a restart as it was. */
export interface StoredDraft {
  id: string;
  seats: [DraftSeat, DraftSeat];
  seed: number;
  state: DraftState;
  bot: BotRandom;
  touched: number;
}

export class DraftTable {
  state: DraftState;
  private bot: BotRandom;
  /** When someone last decided (tables left alone for long are dropped). */
  touched = Date.now();

  constructor(
    readonly id: string,
    readonly seats: [DraftSeat, DraftSeat],
    readonly seed = randomInt(2 ** 31 - 1),
  ) {
    // Fresh secret bits with the seed: the piles cannot be foreseen by trying every seed (a restored
    // table replaces this state with its stored one).
    this.state = createDraft(seed, { secret: randomBytes(16).toString('hex') });
    this.bot = createBotRandom(seed + 1);
  }

  stored(): StoredDraft {
    return { id: this.id, seats: this.seats, seed: this.seed, state: this.state, bot: this.bot, touched: this.touched };
  }

  static restore(s: StoredDraft): DraftTable {
    const t = new DraftTable(s.id, s.seats, s.seed);
    t.state = s.state;
    t.bot = s.bot;
    t.touched = s.touched;
    return t;
  }

  /** The side a user holds, if any. */
  sideOf(userId: number): PlayerIndex | undefined {
    const i = this.seats.findIndex((s) => s?.kind === 'user' && s.userId === userId);
    return i < 0 ? undefined : (i as PlayerIndex);
  }

  get waiting(): boolean {
    return this.seats.includes(null);
  }

  get againstBot(): boolean {
    return this.seats.some((s) => s?.kind === 'bot');
  }

  /** The users at this table. */
  users(): number[] {
    return this.seats.flatMap((s) => (s?.kind === 'user' ? [s.userId] : []));
  }

  /** A player's decision (DraftError when it is not legal); the bot answers. */
  decide(player: PlayerIndex, d: DraftDecision): void {
    if (this.waiting) throw new DraftError('the draft waits for an opponent');
    this.touched = Date.now();
    this.state = applyDraft(this.state, { ...d, player } as DraftDecision);
    this.botPlays();
  }

  botPlays(): void {
    while (!this.state.done && this.state.prompt && this.seats[this.state.prompt.player]?.kind === 'bot') this.state = applyDraft(this.state, randomDraftDecision(this.state, this.bot));
  }

  view(player: PlayerIndex): DraftView {
    const s = this.state;
    const me = s.players[player];
    const opp = s.players[player === 0 ? 1 : 0];
    const o = this.seats[player === 0 ? 1 : 0];
    const p = s.prompt && !s.done && !this.waiting && s.prompt.player === player ? s.prompt : null;
    return {
      id: this.id,
      side: me.side,
      round: s.round,
      rounds: ROUNDS,
      step: STEPS[s.step] ?? 'done',
      opponent: o === null ? null : o.kind === 'bot' ? 'the bot' : o.name,
      prompt: p ? { kind: p.kind, count: p.kind === 'reinforce' ? 1 : p.count, sabotage: p.kind === 'counter' && p.sabotage, cards: p.kind === 'reinforce' ? p.cards : [] } : null,
      pack: [...me.pack],
      opponentPack: p?.kind === 'counter' ? [...opp.pack] : null,
      deck: [...me.deck],
      counterDrafted: [...me.counterDrafted],
      opponentDeckSize: opp.deck.length,
      done: s.done,
      capital: suggestCapital(me.deck, me.side),
      log: s.log.slice(-30),
    };
  }

  /** Both drafted decks, side 0's first (only once the draft is over). */
  decks(): [PlayerSetup, PlayerSetup] {
    const setup = (i: PlayerIndex): PlayerSetup => ({ capital: suggestCapital(this.state.players[i].deck, this.state.players[i].side), deck: [...this.state.players[i].deck] });
    return [setup(0), setup(1)];
  }
}

/** Where drafts are kept across restarts (the server's storage, by node). */
export interface DraftStore {
  save(t: StoredDraft): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * Drafts in progress on this node, one per user: a reload or a new connection takes his back. Each
 * change is stored before it is answered, so a restart takes every draft back (`restore`).
 */
export class Drafts {
  private readonly tables = new Map<number, DraftTable>();
  /** Drafts for two waiting for an opponent, by id. */
  private readonly open = new Map<string, DraftTable>();

  constructor(
    /** The list of drafts waiting for an opponent changed. */
    private readonly onOpenChanged: () => void = () => undefined,
    private readonly store: DraftStore = { save: async () => undefined, remove: async () => undefined },
    private readonly idleMs = 6 * 3600_000,
  ) {}

  /** The drafts stored by the last run (after a restart). */
  restore(stored: StoredDraft[]): void {
    for (const s of stored) {
      const t = DraftTable.restore(s);
      for (const u of t.users()) this.tables.set(u, t);
      if (t.waiting) this.open.set(t.id, t);
    }
  }

  /** A table changed: stored before anyone is answered. */
  saved(t: DraftTable): Promise<void> {
    return this.store.save(t.stored());
  }

  /** A player's decision at his draft (DraftError when it is not legal), stored. */
  async decide(userId: number, d: DraftDecision): Promise<DraftTable | undefined> {
    const t = this.tables.get(userId);
    if (!t) return undefined;
    t.decide(t.sideOf(userId)!, d);
    await this.saved(t);
    return t;
  }

  /** A new draft for this user on `side`: against the bot, or waiting for a person. Ends any draft he was in. */
  async start(user: { id: number; name: string }, side: PlayerIndex, opponent: 'bot' | 'human'): Promise<DraftTable> {
    const now = Date.now();
    for (const t of new Set(this.tables.values())) if (now - t.touched > this.idleMs) this.drop(t);
    this.end(user.id);
    const seats: [DraftSeat, DraftSeat] = [null, null];
    seats[side] = { kind: 'user', userId: user.id, name: user.name };
    seats[side === 0 ? 1 : 0] = opponent === 'bot' ? { kind: 'bot' } : null;
    const table = new DraftTable(randomBytes(9).toString('base64url'), seats);
    table.botPlays();
    await this.saved(table);
    this.tables.set(user.id, table);
    if (table.waiting) {
      this.open.set(table.id, table);
      this.onOpenChanged();
    }
    return table;
  }

  /** A person takes the free side of a draft waiting for him. */
  async join(user: { id: number; name: string }, id: string): Promise<DraftTable> {
    const table = this.open.get(id);
    if (!table) throw new DraftError('no draft waiting for an opponent has this id');
    if (table.sideOf(user.id) !== undefined) throw new DraftError('you cannot join your own draft');
    this.end(user.id);
    table.seats[table.seats.indexOf(null)] = { kind: 'user', userId: user.id, name: user.name };
    table.touched = Date.now();
    this.open.delete(id);
    this.tables.set(user.id, table);
    this.onOpenChanged();
    await this.saved(table);
    return table;
  }

  get(userId: number): DraftTable | undefined {
    return this.tables.get(userId);
  }

  /** The user leaves his draft, which ends it for everyone at it; returns it. */
  end(userId: number): DraftTable | undefined {
    const table = this.tables.get(userId);
    if (table) this.drop(table);
    return table;
  }

  private drop(table: DraftTable): void {
    for (const u of table.users()) if (this.tables.get(u) === table) this.tables.delete(u);
    if (this.open.delete(table.id)) this.onOpenChanged();
    // Forgetting it need not hold anyone up: a draft left stored is only taken back after a restart.
    this.store.remove(table.id).catch(() => undefined);
  }

  /** Drafts waiting for an opponent. */
  waiting(): DraftTable[] {
    return [...this.open.values()];
  }
}
