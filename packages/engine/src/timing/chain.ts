/**
 * Resolving the chain (Detailed Timing B-3): last in, first out, one link per step so that forced
 * and triggered constant effects raised by a link interrupt before the next link resolves. Effects
 * exist independently of their source; targets are re-checked by each link's resolver.
 */
import { resolveDevelopment, resolvePlay } from '../play/playCard.js';
import type { ChainLink, GameState } from '../types.js';

export type LinkResolver = (state: GameState, link: ChainLink) => void;
let abilityResolver: LinkResolver | null = null;

/** Card abilities (and tactics) register how their chain links resolve. */
export function setAbilityResolver(r: LinkResolver): void {
  abilityResolver = r;
}

export function runResolveChainStep(state: GameState): void {
  const l = state.chain.pop();
  if (!l) {
    state.stack.pop();
    return;
  }
  switch (l.kind) {
    case 'play':
      resolvePlay(state, l);
      break;
    case 'develop':
      resolveDevelopment(state, l);
      break;
    case 'ability':
      if (!abilityResolver) throw new Error('engine error: an ability link with no ability resolver registered');
      abilityResolver(state, l);
      break;
  }
  if (state.chain.length === 0) state.stack.pop();
}
