import { abilityOf, addLastingEffect, availableResources, defOf, log, nameOf, newUse, registerLastingTargetTax, spendResources, startResolution, type ChainLink, type GameState } from '@invasion/engine';
import { action, forced, picked, pickedAll, targetUnit, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId } from '@invasion/engine';
import { defineCard } from '../define.js';

const EXTRA = 4;
/** The protected unit (`card`) until the end of the turn: acting on it costs 4 more. */
const PROTECTED = '02045:protected';
/** Chain links (index in `amount`, controller in `controller`) still to pay 4 or be cancelled. */
const PENDING = '02045:pending';

/** Actions initiated later this turn: 4 more resources to target the unit, or it cannot be targeted. */
registerLastingTargetTax(PROTECTED, { tax: (_s, e, target) => (target === e.card ? EXTRA : 0) });

/** Whether a chain link is an action (or an attachment's play) that targets `unit`. */
function linkTargets(state: GameState, l: ChainLink, unit: number): boolean {
  if (l.cancelled) return false;
  if (l.kind === 'play') return l.target === unit && defOf(state.cards[l.card]!).attach !== undefined;
  if (l.kind !== 'ability' || !l.use) return false;
  const a = abilityOf(state, l.use);
  if (!a || a.kind !== 'action') return false;
  return (a.choices ?? []).some((spec, i) => spec.targeting !== false && (spec.at ?? 'initiate') === 'initiate' && (l.use!.picks[i] ?? []).includes(unit));
}

/** Protects the unit for the turn and asks the controller of each action already targeting it to pay or lose it. */
function discipline(ctx: Ctx): void {
  const unit = picked(ctx, 0);
  if (unit < 0) return;
  addLastingEffect(ctx.state, { effect: PROTECTED, controller: ctx.player, source: -1, card: unit, amount: 0, until: 'turn' });
  ctx.state.chain.forEach((l, i) => {
    if (linkTargets(ctx.state, l, unit)) addLastingEffect(ctx.state, { effect: PENDING, controller: l.player, source: ctx.self, card: l.card, amount: i, until: 'turn' });
  });
  askNext(ctx.state, ctx.self);
}

function nextPending(state: GameState, self: number) {
  return state.effects.find((e) => e.effect === PENDING && e.source === self);
}

function askNext(state: GameState, self: number): void {
  const e = nextPending(state, self);
  if (e) startResolution(state, newUse(self, 1, e.controller as PlayerId));
}

/** The action waiting for its controller's answer, offered as "pay" when he can afford 4. */
function payOption(ctx: Ctx): number[] {
  const e = nextPending(ctx.state, ctx.self);
  return e && availableResources(ctx.state, ctx.player) >= EXTRA ? [e.card] : [];
}

/** Pays 4 to keep the action, or cancels it (the whole action, FAQ). */
function payOrCancel(ctx: Ctx): void {
  const e = nextPending(ctx.state, ctx.self);
  if (!e) return;
  ctx.state.effects.splice(ctx.state.effects.indexOf(e), 1);
  const link = ctx.state.chain[e.amount];
  if (link && link.card === e.card) {
    if (pickedAll(ctx, 0).length > 0) {
      spendResources(ctx.state, ctx.player, EXTRA);
      if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} pays ${EXTRA} to keep ${nameOf(ctx.state, e.card)}`);
    } else {
      link.cancelled = true;
      if (ctx.state.log) log(ctx.state, `Iron Discipline cancels ${nameOf(ctx.state, e.card)}`);
    }
  }
  askNext(ctx.state, ctx.self);
}

export default defineCard(import.meta.url, '02045', {
  text: "Action: choose a target unit. Until the end of the turn, every other action that targets it (an attachment's play included) is cancelled unless its controller pays 4 more resources for it: actions already waiting on the chain pay now or are cancelled; later ones pay when initiated.",
  abilities: [
    action({ choices: [targetUnit('unit to protect')], effect: discipline }),
    // The answer of an action's controller (resolved right after the play, never by an event).
    forced({
      on: -1 as never,
      when: () => false,
      choices: [{ label: 'pay 4 resources to keep this action (pass: it is cancelled)', targeting: false, min: 0, list: payOption }],
      effect: payOrCancel,
    }),
  ],
});
