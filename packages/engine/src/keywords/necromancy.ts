/**
 * Necromancy (rules summary): a unit with it can be played out of its owner's discard pile just like
 * from hand; one that came in that way and is still around when the turn ends is put under its
 * owner's deck (a forced effect at the end of the turn). Playing from the discard is in play/playCard.ts.
 */
import { registerEffect } from '../registry.js';
import { log, nameOf } from '../log.js';
import { EV, onEvent, queueEffect } from '../timing/events.js';
import { leavePlay } from '../rules/cardMovement.js';
import { isInPlay } from '../rules/queries.js';

export const NECROMANCY = 'keyword:necromancy';

registerEffect({
  key: NECROMANCY,
  label: 'Necromancy',
  resolve: (state, p) => {
    const c = state.cards[p.card]!;
    if (!isInPlay(c) || !c.necromancy) return;
    if (state.log) log(state, `Necromancy: ${nameOf(state, p.card)} goes to the bottom of its owner's deck`);
    leavePlay(state, p.card, 'deck', true);
  },
});

onEvent(EV.endTurn, (state) => {
  for (const c of state.cards) {
    if (c.necromancy && isInPlay(c)) queueEffect(state, { effect: NECROMANCY, kind: 'forced', controller: c.controller, source: c.id, card: c.id, amount: 0, zone: null });
  }
});
