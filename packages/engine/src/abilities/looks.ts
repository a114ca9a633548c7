/**
 * Looking at cards (rules: hidden information): asked to choose among a deck's top cards — looking
 * at them, searching — a player sees every card within the choice's depth, and knows them from then
 * on while they stay in sight of him (`state.known`; a shuffle forgets them).
 */
import type { GameState } from '../types.js';
import { lookAt } from '../primitives/cards.js';
import { deckCardsInSight } from './choices.js';
import { ctxOf } from './context.js';
import { currentChoice } from './interpret.js';

/** At a `choose` prompt about a deck's top cards, its player looks at them. */
export function lookAtChoice(state: GameState): void {
  if (state.prompt?.kind !== 'choose') return;
  const { step, ch } = currentChoice(state);
  if (ch.from !== 'deckTop') return;
  lookAt(state, state.prompt.player, deckCardsInSight(ctxOf(state, step.use), ch));
}
