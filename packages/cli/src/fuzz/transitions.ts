/**
 * Checks between two consecutive decisions: instances are never created or lost, nor change owner,
 * and nothing is played from a discard pile but through Necromancy (rules summary; printed or
 * gained there, as Countess Iseara gives it) or an effect
 * that lets a player play it as if it were in his hand (Mortella: the card carries that mark while
 * it is on the chain). A card played stays on the chain while players may
 * respond, so a play from the discard pile shows as a card that was in a discard pile at the last
 * decision and is on the chain at this one.
 */
import { asIfInHandMark, cardDef, hasCardDef, queries, type GameState, type Location, type PlayerId } from '@invasion/engine';
import { label, problem, type Problem } from './problems.js';

export interface Snapshot {
  loc: Location[];
  owner: PlayerId[];
  /** Cards in a discard pile that had Necromancy there, printed or gained (Countess Iseara). */
  necromancy: boolean[];
}

export function snapshot(state: GameState): Snapshot {
  return {
    loc: state.cards.map((c) => c.loc),
    owner: state.cards.map((c) => c.owner),
    necromancy: state.cards.map((c) => c.loc === 'discard' && queries.hasFlagKeyword(state, c.id, 'necromancy')),
  };
}

export function transitionProblems(before: Snapshot, state: GameState): Problem[] {
  const out: Problem[] = [];
  if (state.cards.length !== before.loc.length) {
    out.push(problem('invariant', 'transitions', 'the number of card instances changed', `${before.loc.length} card instances before the decision, ${state.cards.length} after`));
    return out;
  }
  state.cards.forEach((c, i) => {
    if (c.owner !== before.owner[i]) out.push(problem('invariant', 'transitions', 'a card changed owner', `${label(state, i)} was owned by P${before.owner[i]! + 1}, now by P${c.owner + 1}`));
    if (before.loc[i] === 'discard' && c.loc === 'chain' && !before.necromancy[i] && !playedAsIfInHand(state, i)) {
      const type = hasCardDef(c.def) ? cardDef(c.def).type.toLowerCase() : 'card';
      out.push(problem('invariant', 'transitions', `a ${type} without Necromancy is played from a discard pile`, `${label(state, i)} (a ${type}) went from P${c.owner + 1}'s discard pile onto the chain`));
    }
  });
  return out;
}

/** Whether an effect let some player play card `i` as if it were in his hand (the mark stays while it is on the chain). */
function playedAsIfInHand(state: GameState, i: number): boolean {
  return asIfInHandMark(state, i, 0) !== null || asIfInHandMark(state, i, 1) !== null;
}
