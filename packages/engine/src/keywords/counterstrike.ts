/**
 * Counterstrike X (rules summary; FAQ: Counterstrike): when declared as a defender, the unit at once
 * deals X uncancellable combat damage to one attacking unit of its controller's choice; it cannot be
 * split and is applied immediately. A triggered constant effect: it exists independently of its
 * source once triggered (FAQ: Card Effects — the Horrific Mutation example). An attacking legend
 * may be chosen too: Counterstrike is combat damage, which a legend takes as a unit would (the
 * texts do not say otherwise).
 */
import { registerEffect } from '../registry.js';
import { log, nameOf } from '../log.js';
import { EV, onEvent, queueEffect } from '../timing/events.js';
import { dealDamageToUnit } from '../rules/damage.js';
import { isInPlay, keywordValue } from '../rules/queries.js';

export const COUNTERSTRIKE = 'keyword:counterstrike';

registerEffect({
  key: COUNTERSTRIKE,
  label: 'Counterstrike',
  targets: (state) => (state.combat ? state.combat.attackers.filter((id) => isInPlay(state.cards[id]!)) : []),
  resolve: (state, p, target) => {
    if (typeof target !== 'number') return;
    if (state.log) log(state, `Counterstrike ${p.amount} from ${nameOf(state, p.source)} hits ${nameOf(state, target)}`);
    dealDamageToUnit(state, target, p.amount, { combat: true, uncancellable: true });
  },
});

onEvent(EV.declaredDefender, (state, ev) => {
  const x = keywordValue(state, ev.card, 'counterstrike');
  if (x > 0) queueEffect(state, { effect: COUNTERSTRIKE, kind: 'constant', controller: ev.player, source: ev.card, card: ev.card, amount: x, zone: null });
});

