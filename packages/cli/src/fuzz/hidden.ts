/**
 * Hidden information, defined here independently of the engine's `canSee`: which card identities a
 * player may not know by their place, and an upper bound of what he may know anyway (what he saw
 * public, what was revealed, the deck cards near a top while he was using an ability). The engine
 * keeps its own knowledge in the state (`canSee`); the fuzz re-samples what the engine says a player
 * does not know (`determinize`) and checks that whatever the engine says he knows is within this
 * bound (`knowledgeLeaks`).
 */
import { canSee, cardDef, cloneState, deckTopsRevealed, hasCardDef, isRevealedDeckTop, type CardState, type GameState, type PlayerId } from '@invasion/engine';
import { problem, type Problem } from './problems.js';
import type { Rng } from './random.js';

/**
 * Whether `p` may not know what `c` is: every deck card (but a top card revealed to all), the other
 * player's hand, and the other player's facedown cards in play or on the chain (developments,
 * experience). Discard piles, faceup cards, legends and cards an effect reveals are public.
 */
export function hiddenFrom(state: GameState, c: CardState, p: PlayerId): boolean {
  // Shown to both players by an effect (rules: Reveal) while it resolves.
  if (state.revealed.includes(c.id)) return false;
  switch (c.loc) {
    case 'deck':
      return !isRevealedDeckTop(state, c);
    case 'hand':
      return c.owner !== p;
    case 'discard':
    case 'removed':
      return false;
    default:
      return c.faceDown && c.owner !== p;
  }
}

/** The kind of hidden place a card is in; identities are only re-sampled within one owner's kind. */
function hiddenKind(c: CardState): 'deck' | 'hand' | 'facedown' {
  return c.loc === 'deck' ? 'deck' : c.loc === 'hand' ? 'hand' : 'facedown';
}

/**
 * A log line announcing that cards are shown to everyone ("P1 reveals Foo#12", "Foo#12 is turned
 * faceup"): a public event, whose cards stay known even if they are hidden again within the same
 * decision (turned faceup, then returned to hand).
 */
export const REVEALING = /reveal|faceup/i;

export function nameOfDef(def: string): string {
  return hasCardDef(def) ? cardDef(def).name : `?${def}`;
}

/**
 * What each player has seen: a card whose identity was public to him (or revealed by an effect) is
 * known while it keeps that identity, even where it is hidden now (a card returned to its owner's
 * hand). A deck shuffle permutes identities among instances, so knowledge of deck cards lapses
 * unless the instance still holds the identity seen.
 */
export class Knowledge {
  private readonly seen: [Map<number, string>, Map<number, string>] = [new Map(), new Map()];
  /** Deck cards seen in a deck while the player was using an ability (he may have looked at them), with the identity they had. */
  private readonly lookable: [Map<number, string>, Map<number, string>] = [new Map(), new Map()];
  /** Each deck as it was at the last decision, and whether decks' top cards were revealed to all then (Lord of Change). */
  private lastDecks: [number[], number[]] | null = null;
  private topsWereRevealed = false;

  knows(p: PlayerId, c: CardState): boolean {
    return this.seen[p].get(c.id) === c.def;
  }

  /**
   * Whether `p` last saw instance `c` under the name it has now: a log line naming it tells him nothing
   * new, even if a shuffle has since dealt that instance another printing of the same card (the Core
   * Set's and Assault on Ulthuan's Innovation).
   */
  knowsName(p: PlayerId, c: CardState): boolean {
    const def = this.seen[p].get(c.id);
    return def !== undefined && nameOfDef(def) === nameOfDef(c.def);
  }

  /** Whether `p` may know what `c` is: he saw it, or may have looked at it (and it kept that identity). */
  mayKnow(p: PlayerId, c: CardState): boolean {
    return this.knows(p, c) || this.lookable[p].get(c.id) === c.def;
  }

  /**
   * While a player is using an ability (one of his on the stack or the chain), it may show him cards
   * of either deck (looking at the top cards, searching — some search the whole deck): he may know
   * them from then on while they keep their identity (a shuffle permutes identities among a deck's
   * instances), wherever they go from there (drawn, put back on top or at the bottom).
   */
  observeLooks(state: GameState): void {
    for (const p of [0, 1] as const) {
      const using = state.stack.some((st) => st.t === 'ability' && st.use.player === p) || state.chain.some((l) => l.player === p);
      if (!using) continue;
      for (const pl of state.players) for (const id of pl.deck) this.lookable[p].set(id, state.cards[id]!.def);
    }
  }

  learn(p: PlayerId, c: CardState): void {
    this.seen[p].set(c.id, c.def);
  }

  /** Everything public to each player now, and the deck tops he may be looking at. */
  observe(state: GameState): void {
    for (const c of state.cards) {
      if (!hiddenFrom(state, c, 0)) this.learn(0, c);
      if (!hiddenFrom(state, c, 1)) this.learn(1, c);
    }
    this.observeLooks(state);
    this.lastDecks = [state.players[0].deck.slice(), state.players[1].deck.slice()];
    this.topsWereRevealed = deckTopsRevealed(state);
  }

  /**
   * While decks' top cards are revealed to all (Lord of Change), each card drawn off a top was that
   * deck's revealed top as it left, so both players saw it: the cards gone from a deck since the last
   * decision, when tops were revealed then or are now (the Lord may have entered play within the
   * decision, before the draws), are known to both — an upper bound (a search taking one from the
   * middle would be a looked-at card anyway).
   */
  learnRevealedTops(state: GameState): void {
    if (!this.lastDecks || !(this.topsWereRevealed || deckTopsRevealed(state))) return;
    for (const p of [0, 1] as const) {
      const before = this.lastDecks[p];
      const now = new Set(state.players[p].deck);
      for (const id of before) {
        if (now.has(id)) continue;
        this.learn(0, state.cards[id]!);
        this.learn(1, state.cards[id]!);
      }
    }
  }

  /**
   * A card in the other player's hand that a lasting effect remembers was revealed to that effect's
   * controller (Slaanesh's Domination): known to him from the moment the effect exists.
   */
  learnFromEffects(state: GameState): void {
    for (const e of state.effects) {
      const c = state.cards[e.card];
      if (c && c.loc === 'hand' && c.owner !== e.controller) this.learn(e.controller, c);
    }
  }

  /** Log lines that reveal cards or turn them faceup make them known to both players. */
  /**
   * A card being played is announced to both players (it goes on the chain faceup), even while it is
   * still paid for — a tactic too (logged as its ability used): it may leave the discard pile again
   * within the same decision (Order in Chaos puts it back on its deck) before the fuzz sees it there.
   * So may any card that went faceup into a discard pile (a discard pile is public): a facedown
   * development destroyed in response to Order in Chaos goes onto the deck from there.
   */
  learnPlays(state: GameState, from: number): void {
    const log = state.log ?? [];
    for (let i = from; i < log.length; i++) {
      const ev = log[i]!;
      const intoPile = (ev.type === 'leftPlay' && ev.pile === 'discard') || ev.type === 'discardedAtRandom' || ev.type === 'discardPlaced' || ev.type === 'discarded';
      if (ev.type === 'cardPlayed' || (ev.type === 'abilityUsed' && ev.tactic) || intoPile) {
        this.learn(0, state.cards[ev.card.id]!);
        this.learn(1, state.cards[ev.card.id]!);
      }
    }
  }

  learnReveals(state: GameState, lines: readonly string[]): void {
    for (const line of lines) {
      if (!REVEALING.test(line)) continue;
      for (const m of line.matchAll(/#(\d+)/g)) {
        const c = state.cards[Number(m[1])];
        if (c && line.includes(`${nameOfDef(c.def)}#${c.id}`)) {
          this.learn(0, c);
          this.learn(1, c);
        }
      }
    }
  }
}

/** Whether `p` does not know what `c` is: hidden by its place, and neither the engine nor the fuzz knows him to know it. */
export function unknown(state: GameState, c: CardState, p: PlayerId, knowledge: Knowledge): boolean {
  return hiddenFrom(state, c, p) && !knowledge.knows(p, c) && !canSee(c, p, state);
}

/** Cards hidden from `p` whose identity he does not know. */
export function unknownTo(state: GameState, p: PlayerId, knowledge: Knowledge): CardState[] {
  return state.cards.filter((c) => unknown(state, c, p, knowledge));
}

/**
 * The engine's knowledge must stay within what a player may know: a card hidden by its place that
 * the engine shows him (`canSee`) must be one he saw, was shown, or may have looked at.
 */
export function knowledgeLeaks(state: GameState, knowledge: Knowledge): Problem[] {
  const out: Problem[] = [];
  for (const c of state.cards) {
    for (const p of [0, 1] as const) {
      if (!hiddenFrom(state, c, p) || knowledge.mayKnow(p, c) || !canSee(c, p, state)) continue;
      const where = `${c.loc === 'deck' || c.loc === 'hand' ? c.loc : 'facedown card'}`;
      out.push(problem('leak', 'knowledge', `the engine lets P${p + 1} know a hidden ${where} he never saw`, `P${p + 1} may see ${nameOfDef(c.def)}#${c.id} (P${c.owner + 1}'s ${c.loc}${c.faceDown ? ', facedown' : ''}), which he never saw nor was shown`));
    }
  }
  return out;
}

/**
 * The groups within which `p` cannot tell identities apart: per owner, his deck, his hand, his
 * facedown cards. Counts per place stay as they are; a deck's identities stay in that deck.
 * Cards the engine shows him keep their identity, and so do cards in a hand or deck that p saw (a
 * revealed card may matter to his options); facedown cards he only remembers do not: a facedown card
 * has no name, race or text, so nothing he receives may depend on what it is.
 * `keepOwnDeck`: p's own deck is left alone (while p makes a choice of an ability, which may be
 * searching or looking at his deck).
 */
export function resampleGroups(state: GameState, p: PlayerId, knowledge: Knowledge, keepOwnDeck: boolean): number[][] {
  const groups = new Map<string, number[]>();
  for (const c of state.cards) {
    if (!hiddenFrom(state, c, p) || canSee(c, p, state)) continue;
    const kind = hiddenKind(c);
    if (kind !== 'facedown' && knowledge.knows(p, c)) continue;
    if (keepOwnDeck && kind === 'deck' && c.owner === p) continue;
    const key = `${c.owner}:${kind}`;
    const g = groups.get(key);
    if (g) g.push(c.id);
    else groups.set(key, [c.id]);
  }
  // A group whose cards all have one identity cannot change.
  return [...groups.values()].filter((ids) => ids.some((id) => state.cards[id]!.def !== state.cards[ids[0]!]!.def));
}

/** A copy of `state` with the identities (`def` and `k`) of each group's cards shuffled among them. */
export function resampled(state: GameState, groups: readonly number[][], rng: Rng): GameState {
  const copy = cloneState(state);
  for (const ids of groups) {
    const order = rng.shuffle(ids.slice());
    const idents = order.map((id) => ({ def: state.cards[id]!.def, k: state.cards[id]!.k }));
    ids.forEach((id, i) => {
      copy.cards[id]!.def = idents[i]!.def;
      copy.cards[id]!.k = idents[i]!.k;
    });
  }
  return copy;
}
