/**
 * Determinization (for bots that search, e.g. information-set MCTS): a copy of the game in which
 * every card one player does not know is re-sampled, consistently with everything he knows.
 *
 * What he knows is the one rule of hidden information (`canSee`: the card's place, and what the
 * state remembers he saw — revealed, looked at, seen going into a hand or deck). Every other card
 * keeps its place and public facts (damage, tokens, facedown, its alias) and gets an identity drawn
 * from the same owner's unknown cards: the opponent's deck, hand and facedown cards share one pool —
 * his decklist minus every card of his the observer knows — and the observer's own deck keeps its
 * contents but not its order. The game's PRNG is replaced, so the observer cannot predict shuffles
 * or random picks; the log is dropped (it remembers hidden cards as they really were). The copy keeps
 * the secret key (`secret`) that keys aliases, so the observer's view of it is his view of the real game.
 *
 * A player who forgets (`forget`, a weaker bot) treats his opponent's cards in hidden places as
 * unknown unless he sees them now (a reveal in progress, a revealed deck top): what he saw of them
 * before — a unit returned to its owner's hand, a card looked at — joins the re-sampled pool, so his
 * view of the copy may differ from his view of the real game in exactly those cards.
 */
import { canSee } from '../protocol/visibility.js';
import { randomInt, seedRng, shuffleInPlace, type RngHolder } from '../rng.js';
import type { GameState, PlayerId } from '../types.js';
import { cloneState } from './clone.js';

/** The largest seed drawn for the copy's PRNG (xoroshiro128+ seeds are 32-bit integers). */
const MAX_SEED = 0x7fffffff;

export interface DeterminizeOptions {
  /** Forget what the observer saw of his opponent's cards now in hidden places (his own he remembers). */
  forget?: boolean;
}

/**
 * A copy of `state` as `observer` might believe it to be: his view of it equals his view of the
 * real game, the cards he does not know are re-sampled, and it is playable (`legalOptions`,
 * `applyInPlace`). `rng`: a seed, or a PRNG state holder that is advanced (one per search).
 */
export function determinize(state: GameState, observer: PlayerId, rng: number | RngHolder, options: DeterminizeOptions = {}): GameState {
  const holder: RngHolder = typeof rng === 'number' ? { rng: seedRng(rng) } : rng;
  const copy = cloneState(state);
  copy.log = null;
  const pools: [number[], number[]] = [[], []];
  const forget = options.forget === true;
  for (const c of state.cards) if (!canSee(c, observer, state, !forget || c.owner === observer)) pools[c.owner].push(c.id);
  for (const ids of pools) {
    if (ids.length < 2) continue;
    // Identities are dealt from a canonical order (by definition), so that for a given seed the
    // copy depends only on what the observer knows — not on where the hidden cards really are: a
    // bot's choice is then the same in every game he cannot tell apart, given the same seed.
    const sources = ids.slice().sort((a, b) => (state.cards[a]!.def < state.cards[b]!.def ? -1 : state.cards[a]!.def > state.cards[b]!.def ? 1 : 0));
    shuffleInPlace(holder, sources);
    for (let i = 0; i < ids.length; i++) {
      const to = copy.cards[ids[i]!]!;
      const from = state.cards[sources[i]!]!;
      to.def = from.def;
      to.k = from.k;
    }
  }
  copy.rng = seedRng(randomInt(holder, 0, MAX_SEED));
  return copy;
}
