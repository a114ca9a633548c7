/**
 * The Draft variant against the random bot, one table per user on the node that holds it: the
 * draft's state machine is packages/decks' (createDraft, applyDraft); the bot decides at its
 * prompts; the player sees his own pack, the opponent's pack when he counter-drafts from it, his
 * deck so far and the draft's log. When it is over, both drafted decks (capital suggested by their
 * cards) are played against the bot.
 */
import { randomInt } from 'node:crypto';
import { applyDraft, createBotRandom, createDraft, randomDraftDecision, ROUNDS, SIDES, STEPS, suggestCapital, type BotRandom, type DraftDecision, type DraftState, type PlayerIndex } from '@invasion/decks';
import type { PlayerSetup } from '@invasion/engine';

export interface DraftView {
  side: (typeof SIDES)[number];
  round: number;
  rounds: number;
  step: string;
  /** What the player must do now, or null when the draft is over. */
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

export class DraftTable {
  state: DraftState;
  private readonly bot: BotRandom;
  /** When the player last decided (tables left alone for long are dropped). */
  touched = Date.now();

  constructor(
    readonly player: PlayerIndex,
    seed = randomInt(2 ** 31 - 1),
  ) {
    this.state = createDraft(seed);
    this.bot = createBotRandom(seed + 1);
    this.botPlays();
  }

  /** The player's decision (DraftError when it is not legal); the bot answers. */
  decide(d: DraftDecision): void {
    this.touched = Date.now();
    this.state = applyDraft(this.state, { ...d, player: this.player } as DraftDecision);
    this.botPlays();
  }

  private botPlays(): void {
    while (!this.state.done && this.state.prompt && this.state.prompt.player !== this.player) this.state = applyDraft(this.state, randomDraftDecision(this.state, this.bot));
  }

  view(): DraftView {
    const s = this.state;
    const me = s.players[this.player];
    const opp = s.players[this.player === 0 ? 1 : 0];
    const p = s.prompt && !s.done && s.prompt.player === this.player ? s.prompt : null;
    return {
      side: me.side,
      round: s.round,
      rounds: ROUNDS,
      step: STEPS[s.step] ?? 'done',
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

  /** Both drafted decks, the player's first (only once the draft is over). */
  decks(): [PlayerSetup, PlayerSetup] {
    const setup = (i: PlayerIndex): PlayerSetup => ({ capital: suggestCapital(this.state.players[i].deck, this.state.players[i].side), deck: [...this.state.players[i].deck] });
    return [setup(this.player), setup(this.player === 0 ? 1 : 0)];
  }
}

/** Drafts in progress on this node, one per user: a reload or a new connection takes his back. */
export class Drafts {
  private readonly tables = new Map<number, DraftTable>();

  constructor(private readonly idleMs = 6 * 3600_000) {}

  start(userId: number, player: PlayerIndex): DraftTable {
    const now = Date.now();
    for (const [id, t] of this.tables) if (now - t.touched > this.idleMs) this.tables.delete(id);
    const table = new DraftTable(player);
    this.tables.set(userId, table);
    return table;
  }

  get(userId: number): DraftTable | undefined {
    return this.tables.get(userId);
  }

  end(userId: number): void {
    this.tables.delete(userId);
  }
}

