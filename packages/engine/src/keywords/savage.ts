/**
 * Savage X (rules summary): a Savage unit that takes damage and lives through it may hit one target
 * unit for X — any unit in a zone with the same name as its own, on either side. The effect resolves
 * after the state check, so a unit that the damage destroyed gets nothing.
 */
import { registerEffect } from '../registry.js';
import { log, nameOf } from '../log.js';
import { EV, onEvent, queueEffect } from '../timing/events.js';
import { dealDamageToUnit, NON_COMBAT } from '../rules/damage.js';
import { isInPlay, isZone, keywordValue, unitsIn } from '../rules/queries.js';

export const SAVAGE = 'keyword:savage';

registerEffect({
  key: SAVAGE,
  label: 'Savage',
  optional: true,
  targets: (state, p) => {
    const src = state.cards[p.source]!;
    if (!isInPlay(src) || !isZone(src.loc)) return []; // it did not survive
    return [...unitsIn(state, 0, src.loc), ...unitsIn(state, 1, src.loc)];
  },
  resolve: (state, p, target) => {
    if (typeof target !== 'number') return;
    if (state.log) log(state, `Savage ${p.amount}: ${nameOf(state, p.source)} deals damage to ${nameOf(state, target)}`);
    dealDamageToUnit(state, target, p.amount, NON_COMBAT);
  },
});

onEvent(EV.dealtDamage, (state, ev) => {
  if (ev.card < 0) return;
  const x = keywordValue(state, ev.card, 'savage');
  if (x > 0) queueEffect(state, { effect: SAVAGE, kind: 'constant', controller: ev.player, source: ev.card, card: ev.card, amount: x, zone: null });
});
