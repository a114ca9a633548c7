/**
 * Feared X (rules summary): when the unit is declared as an attacker, its controller chooses up to X
 * target units in any zones; while it attacks, their text boxes are blank except traits. The blank
 * ends as soon as the Feared unit stops attacking (leaves play, leaves the battlefield, combat ends).
 */
import { registerEffect } from '../registry.js';
import { log, nameOf } from '../log.js';
import { EV, onEvent, queueEffect } from '../timing/events.js';
import { addLastingEffect } from '../timing/lastingEffects.js';
import { allUnitsInPlay, isBlanked, keywordValue } from '../rules/queries.js';

export const FEARED = 'keyword:feared';

registerEffect({
  key: FEARED,
  label: 'Feared',
  optional: true,
  targets: (state) => allUnitsInPlay(state).filter((id) => !isBlanked(state, id)),
  resolve: (state, p, target) => {
    if (typeof target !== 'number') return;
    addLastingEffect(state, { effect: 'blankWhileSourceAttacks', controller: p.controller, source: p.source, card: target, amount: 0, until: 'turn' });
    if (state.log) log(state, `Feared: ${nameOf(state, target)}'s text is blank while ${nameOf(state, p.source)} attacks`);
    // "Up to X": choose the next one, or stop.
    if (p.amount > 1) state.stack.push({ t: 'resolveEffect', pending: { ...p, amount: p.amount - 1 } });
  },
});

onEvent(EV.declaredAttacker, (state, ev) => {
  const x = keywordValue(state, ev.card, 'feared');
  if (x > 0) queueEffect(state, { effect: FEARED, kind: 'constant', controller: ev.player, source: ev.card, card: ev.card, amount: x, zone: null });
});
