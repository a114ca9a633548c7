/**
 * Setup (rules summary: SETUP): shuffle decks, random first player, capital setup effects (Hidden
 * Kingdoms: "after determining the first player"), 7-card hands, one optional mulligan each.
 */
import { compiledCapital } from '../ruleset/registry.js';
import { record } from '../log.js';
import { randomInt, shuffleInPlace } from '../rng.js';
import { drawCards, shuffleDeck } from '../primitives/cards.js';
import { putInPile } from '../effects/movement.js';
import { resolveNow } from '../effects/resolve.js';
import type { Decision, GameState, PlayerId, Step } from '../types.js';

export const HAND_SIZE = 7;

export function shuffle(state: GameState, p: PlayerId): void {
  shuffleDeck(state, p, (order) => shuffleInPlace(state, order));
}

export function runSetupStep(state: GameState, step: Extract<Step, { t: 'setup' }>): void {
  switch (step.stage++) {
    case 0:
      shuffle(state, 0);
      shuffle(state, 1);
      state.firstPlayer = randomInt(state, 0, 1) as PlayerId;
      state.active = state.firstPlayer;
      if (state.log) record(state, { type: 'firstPlayer', player: state.firstPlayer });
      return;
    case 1:
      // The first player's board first: the step stack is last in, first out.
      for (const p of [(1 - state.firstPlayer) as PlayerId, state.firstPlayer]) {
        const setup = compiledCapital(state.players[p].capital).setup;
        if (setup) resolveNow(state, setup.def, setup.id, -1, p);
      }
      return;
    case 2:
      drawCards(state, 0, HAND_SIZE);
      drawCards(state, 1, HAND_SIZE);
      return;
    case 3:
      state.stack.push({ t: 'mulligan', player: (1 - state.firstPlayer) as PlayerId });
      state.stack.push({ t: 'mulligan', player: state.firstPlayer });
      return;
    default:
      state.stack.pop();
      state.stack.push({ t: 'turn', stage: 0 });
  }
}

export function runMulliganStep(state: GameState, step: Extract<Step, { t: 'mulligan' }>): void {
  state.prompt = { player: step.player, kind: 'mulligan', amount: 0, effects: [] };
}

export function mulliganOptions(): Decision[] {
  return [{ type: 'keep' }, { type: 'mulligan' }];
}

export function applyMulligan(state: GameState, d: Decision): void {
  const step = state.stack.pop() as Extract<Step, { t: 'mulligan' }>;
  const p = step.player;
  if (d.type === 'mulligan') {
    const pl = state.players[p];
    for (const id of [...pl.hand]) putInPile(state, id, 'deck');
    shuffle(state, p);
    drawCards(state, p, HAND_SIZE);
    pl.mulliganed = true;
    if (state.log) record(state, { type: 'mulligan', player: p, mulligan: true, cards: HAND_SIZE });
  } else if (state.log) record(state, { type: 'mulligan', player: p, mulligan: false, cards: HAND_SIZE });
}
