/**
 * Lizardmen board: after an attack against you is resolved, deal 1 uncancellable damage to one unit
 * (your choice) that took part in that attack. A forced effect of the board.
 */
import { dealDamageToUnit, EV, onEvent, queueEffect, queries, registerEffect, capitalDef } from '@invasion/engine';

const KEY = 'capital:lizardmen';

registerEffect({
  key: KEY,
  label: 'Lizardmen capital',
  targets: (state) => (state.combat ? state.combat.participated.filter((id) => queries.isInPlay(state.cards[id]!)) : []),
  resolve: (state, _p, target) => {
    if (typeof target === 'number') dealDamageToUnit(state, target, 1, { combat: false, uncancellable: true });
  },
});

onEvent(EV.attackResolved, (state, ev) => {
  if (capitalDef(state.players[ev.player].capital).id !== 'lizardmen') return;
  queueEffect(state, { effect: KEY, kind: 'forced', controller: ev.player, source: -1, card: -1, amount: 1, zone: null });
});
