/**
 * Resolving the chain (Detailed Timing B-3): last in, first out, one link per step so that forced
 * and triggered constant effects raised by a link interrupt before the next link resolves. Effects
 * exist independently of their source; targets are re-checked by each link's resolution.
 */
import type { GameState } from '../types.js';
import { resolveAbilityLink } from '../abilities/interpret.js';
import { resolveDevelopment, resolvePlay } from './playCard.js';

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
      resolveAbilityLink(state, l.use!, l.cancelled);
      break;
  }
}
