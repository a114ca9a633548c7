/**
 * Resolving the chain (Detailed Timing B-3): last in, first out, one link per step so that forced
 * and triggered constant effects raised by a link interrupt before the next link resolves. Effects
 * exist independently of their source; targets are re-checked by each link's resolver.
 */
import { resolveDevelopment, resolvePlay } from '../play/playCard.js';
import { resolveAbilityLink } from '../abilities/use.js';
import type { ChainLink, GameState } from '../types.js';

export type LinkResolver = (state: GameState, link: ChainLink) => void;
let abilityResolver: LinkResolver | null = null;

/** Test hook: how ability links made outside the ability framework (no `use`) resolve. */
export function setAbilityResolver(r: LinkResolver): void {
  abilityResolver = r;
}

export function runResolveChainStep(state: GameState): void {
  const l = state.chain.pop();
  if (!l) {
    state.stack.pop();
    return;
  }
  // The last link: this step ends first, so whatever the link's resolution pushes runs on top of the window.
  if (state.chain.length === 0) state.stack.pop();
  switch (l.kind) {
    case 'play':
      resolvePlay(state, l);
      break;
    case 'develop':
      resolveDevelopment(state, l);
      break;
    case 'ability':
      if (l.use) resolveAbilityLink(state, l);
      else if (abilityResolver) abilityResolver(state, l);
      else throw new Error('engine error: an ability link with no ability resolver registered');
      break;
  }
}
