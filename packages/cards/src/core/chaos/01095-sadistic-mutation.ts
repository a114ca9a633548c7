import { constantTotal, EV, type GameEvent } from '@invasion/engine';
import { all, dealDamageTo, forced, isUnit, picked, queries, targetCard, unburnedSection, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * Whether the host has dealt combat damage (FAQ: Dealing Damage in Combat): in the apply damage
 * step, the host's side applied at least 1 combat damage to an opposing unit or capital, and the
 * host contributed damage to that side's pool. One trigger per combat: the first such event queues
 * the effect, later ones of the same step see it queued.
 */
function hostDealtCombatDamage(ctx: Ctx, ev: GameEvent): boolean {
  const cb = ctx.state.combat;
  const host = ctx.state.cards[ctx.self]!.attachedTo;
  if (!ev.combat || !cb || cb.step !== 'applyDamage' || host < 0) return false;
  let opposing: number;
  if (cb.attackers.includes(host)) opposing = cb.defender;
  else if (cb.defenders.includes(host)) opposing = cb.attacker;
  else return false;
  if (ev.player !== opposing) return false;
  if (queries.power(ctx.state, host) + constantTotal(ctx.state, host, 'combatDamage') <= 0) return false;
  const key = `ability:${ctx.use.ability}`;
  return !ctx.state.queued.some((p) => p.source === ctx.self && p.effect === key);
}

export default defineCard(import.meta.url, '01095', {
  text: 'Attachment. Mutation. Play onto a unit you control (target). Forced: whenever the attached unit has dealt combat damage, 1 damage goes to a target unit or a capital section.',
  attach: { host: all(isUnit, yours) },
  abilities: [
    forced({
      on: EV.dealtDamage,
      when: hostDealtCombatDamage,
      choices: [targetCard('unit or capital section to damage', isUnit, { sections: unburnedSection })],
      effect: (ctx) => dealDamageTo(ctx, picked(ctx, 0), 1),
    }),
  ],
});
