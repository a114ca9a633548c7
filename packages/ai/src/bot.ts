/**
 * The bot interface: a bot decides as any client does (docs/protocol.md), from what its player
 * receives — his `ClientView`, his labelled options and the events he was sent — and answers with
 * an option key. It never receives the `GameState`: the input below is built from the state by
 * closures the bot cannot reach, so whatever a bot computes is a function of its player's
 * information and its own seeded PRNG (tests: packages/ai/test/hiddenInfo.test.ts,
 * packages/cli/test/botHiddenInfo.test.ts). A bot that simulates asks for a determinization: a
 * game the player cannot tell from the real one, his unknown cards re-sampled.
 */
import { determinize, eventsFor, type DeterminizeOptions, legalOptions, optionsFor, viewFor, type ClientEvent, type ClientOption, type ClientView, type Decision, type GameState, type PlayerId } from '@invasion/engine';

export interface BotInput {
  /** The deciding player. */
  readonly seat: PlayerId;
  /** What he sees now (computed on first read: a view costs ~10 decisions of a random game). */
  readonly view: ClientView;
  /** His legal options, labelled, with stable keys (the same as `view.options`). */
  readonly options: readonly ClientOption[];
  /** Every event he has received since the game began (empty when the game records no events). */
  readonly history: readonly ClientEvent[];
  /**
   * A game consistent with everything he knows, the cards he does not know re-sampled by `seed`
   * (the engine's `determinize`: for a seed, the same copy in every game he cannot tell apart).
   * Bots may simulate on it; it records no events. With `forget`, what the player saw of his
   * opponent's cards now hidden is re-sampled too (a bot that forgets: the easy level).
   */
  determinize(seed: number, options?: DeterminizeOptions): GameState;
}

export interface Bot {
  readonly name: string;
  /** The key of the option it picks (one of `input.options`). */
  choose(input: BotInput): string;
  /** For a bot whose decision is independent searches (root-parallel ISMCTS): how a host with threads runs them at once. */
  readonly split?: SplitDecision;
}

/**
 * A decision made of independent parts (the trees of a root-parallel search), each a function of
 * the input, the bot's seed and its index, so a host may run them on any threads in any order:
 * `combine` of every part's result is what `choose` answers.
 */
export interface SplitDecision {
  /** The parts the decision at this input takes; 0 or 1 when `choose` alone is as good. */
  parts(input: BotInput): number;
  /** Part `i`'s result, plain data (it crosses threads); `concurrent`: how many parts run at once (their share of a time budget). */
  part(input: BotInput, i: number, concurrent: number): unknown;
  /** The chosen option's key from all parts' results, in part order. */
  combine(input: BotInput, results: readonly unknown[]): string;
}

export interface BotOptions {
  /** Time budget per decision, for bots that search (ms); bots that do not search ignore it. */
  msPerDecision?: number;
  /** Forget what was seen of the opponent's cards now hidden, in the bot's simulations (`BotInput.determinize`). */
  forget?: boolean;
}

/** A bot built from a seed: the form levels, the arena and stateless hosts (the server) use. */
export type BotFactory = (seed: number, options?: BotOptions) => Bot;

/**
 * The events one seat has received, read incrementally (eventsFor from where the last read
 * stopped), so a game's history costs one redaction per event however often a bot looks.
 */
export class EventFeed {
  private readonly events: ClientEvent[] = [];
  private next = 0;

  constructor(readonly seat: PlayerId) {}

  read(state: GameState): readonly ClientEvent[] {
    const news = eventsFor(state, this.seat, this.next);
    this.next = news.next;
    for (const e of news.events) this.events.push(e);
    return this.events;
  }
}

/**
 * The deciding player's input at the current prompt. Each part is computed once, when first read
 * (the random bot reads only the options). Without a feed, the history is read from the start.
 */
export function inputFor(state: GameState, feed?: EventFeed): BotInput {
  if (!state.prompt || state.result) throw new Error('no decision is pending');
  const seat = state.prompt.player;
  if (feed && feed.seat !== seat) throw new Error(`the event feed is P${feed.seat + 1}'s, the decision P${seat + 1}'s`);
  let view: ClientView | undefined;
  let options: readonly ClientOption[] | undefined;
  let history: readonly ClientEvent[] | undefined;
  return {
    seat,
    get view() {
      view ??= viewFor(state, seat);
      options ??= view.options;
      return view;
    },
    get options() {
      options ??= view ? view.options : optionsFor(state, seat);
      return options;
    },
    get history() {
      history ??= feed ? feed.read(state) : eventsFor(state, seat, 0).events;
      return history;
    },
    determinize: (seed: number, options?: DeterminizeOptions) => determinize(state, seat, seed, options),
  };
}

/**
 * The decision (in instance ids, for `applyInPlace` and records) that an option key stands for.
 * `optionsFor` lists the options in `legalOptions` order, one per legal decision, so the key's
 * position names the decision.
 */
export function decisionForKey(state: GameState, options: readonly ClientOption[], key: string, who = 'bot'): Decision {
  const i = options.findIndex((o) => o.key === key);
  if (i < 0) throw new Error(`${who} chose '${key}', which is none of its options`);
  return legalOptions(state)[i]!;
}

/** Asks `bot` for the decision at the current prompt (its seat's events from `feed` when given). */
export function chooseWith(bot: Bot, state: GameState, feed?: EventFeed): Decision {
  const input = inputFor(state, feed);
  const key = bot.choose(input);
  return decisionForKey(state, input.options, key, `the ${bot.name} bot`);
}
