/**
 * Redirecting and cancelling damage (FAQ: Redirecting Damage — after it is assigned, right before it
 * is applied, the timing of Toughness; redirecting is not cancellation). Constant abilities declare
 * `redirect`/`cancelDamage`; uncancellable damage ignores cancellation but can still be redirected.
 * A redirect queues the ability that follows it in the card, which chooses where the damage goes and
 * deals it (same kind: combat or not); with no legal target it stays where it was.
 */
import { registerDamageInterceptor, type DamageKind } from '../rules/damage.js';
import { queueEffect } from '../timing/events.js';
import { addLastingEffect, effectIndex, lastingDamageRules } from '../timing/lastingEffects.js';
import { log, nameOf } from '../log.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import { forEachConstant } from './constants.js';
import { sectionCode } from './choices.js';
import { abilityEffectKey } from './triggered.js';
import { CF, REDIRECTED_COMBAT } from './model.js';

function usedKey(what: string, ability: number): string {
  return `${what}:${ability}`;
}
function used(state: GameState, card: number, key: string): boolean {
  return effectIndex(state, card, key) >= 0;
}

function interceptDamage(state: GameState, target: number, player: PlayerId, zone: ZoneName | null, amount: number, kind: DamageKind): number {
  const code = target >= 0 ? target : sectionCode(player, zone!);
  let taken = 0;
  forEachConstant(state, (a, ctx) => {
    if (taken >= amount) return;
    const index = ctx.use.ability;
    if (a.cancelDamage && !kind.uncancellable && a.cancelDamage.applies(ctx, code, kind.combat)) {
      const key = usedKey('cancelled', index);
      if (!(a.cancelDamage.oncePerTurn && used(state, ctx.self, key))) {
        const n = Math.min(a.cancelDamage.amount ?? 1, amount - taken);
        taken += n;
        if (a.cancelDamage.oncePerTurn) addLastingEffect(state, { effect: key, controller: ctx.player, source: ctx.self, card: ctx.self, amount: 0, until: 'turn' });
        if (state.log) log(state, `${nameOf(state, ctx.self)} cancels ${n} damage`);
      }
    }
    if (a.redirect && taken < amount && a.redirect.applies(ctx, code, kind.combat)) {
      const key = usedKey('redirected', index);
      if (a.redirect.oncePerTurn && used(state, ctx.self, key)) return;
      const n = Math.min(a.redirect.amount ?? 1, amount - taken);
      taken += n;
      if (a.redirect.oncePerTurn) addLastingEffect(state, { effect: key, controller: ctx.player, source: ctx.self, card: ctx.self, amount: 0, until: 'turn' });
      if (state.log) log(state, `${nameOf(state, ctx.self)} redirects ${n} damage`);
      queueEffect(state, {
        effect: abilityEffectKey(index + 1),
        kind: 'forced',
        controller: ctx.player,
        source: ctx.self,
        card: code, // where the damage was headed: a unit, or a capital section's code
        amount: n + (kind.combat ? REDIRECTED_COMBAT : 0),
        zone: target >= 0 ? null : zone,
      });
    }
  }, CF.redirect | CF.cancelDamage);
  const rules = lastingDamageRules();
  if (rules.size > 0 && taken < amount) {
    const fx = state.effects.slice();
    for (const e of fx) {
      const r = rules.get(e.effect);
      if (r && taken < amount) taken += Math.min(amount - taken, r.intercept(state, e, code, amount - taken, kind));
    }
  }
  return taken;
}

registerDamageInterceptor(interceptDamage);
