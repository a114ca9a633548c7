import { addLastingEffect, defOf, log, nameOf, newUse, randomInt, startInitiation, startResolution, whyCannotInitiate, type AbilityUse } from '@invasion/engine';
import { action, forced, opponentOf, pickedAll, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const REVEALED = '01105:revealed';

/** Reveals up to three random cards of the opponent's hand; remembers them (as lasting effects) for the choice that follows. */
function reveal(ctx: Ctx): void {
  const hand = ctx.state.players[opponentOf(ctx)].hand.slice();
  const shown: number[] = [];
  while (shown.length < 3 && hand.length > 0) shown.push(hand.splice(randomInt(ctx.state, 0, hand.length - 1), 1)[0]!);
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} reveals ${shown.map((id) => nameOf(ctx.state, id)).join(', ') || 'nothing'}`);
  for (const id of shown) addLastingEffect(ctx.state, { effect: REVEALED, controller: ctx.player, source: ctx.self, card: id, amount: 0, until: 'turn' });
  startResolution(ctx.state, newUse(ctx.self, 1, ctx.player));
}

/** Revealed tactics still in the opponent's hand that could be played now for free. */
function playableRevealed(ctx: Ctx): number[] {
  const out: number[] = [];
  for (const e of ctx.state.effects) {
    if (e.effect !== REVEALED || e.source !== ctx.self) continue;
    const c = ctx.state.cards[e.card]!;
    if (c.loc !== 'hand' || defOf(c).type !== 'Tactic') continue;
    if (whyCannotInitiate(ctx.state, freeUse(e.card, ctx))) continue;
    out.push(e.card);
  }
  return out;
}

/** FAQ: a revealed tactic played this way costs nothing and its X is 0; it goes to its owner's discard pile. */
function freeUse(card: number, ctx: Ctx): AbilityUse {
  return { ...newUse(card, 0, ctx.player), free: true, x: 0 };
}

/** Plays the chosen tactics in the order picked (the stack's top is the end). */
function playChosen(ctx: Ctx): void {
  const chosen = pickedAll(ctx, 0);
  ctx.state.effects = ctx.state.effects.filter((e) => !(e.effect === REVEALED && e.source === ctx.self));
  for (let i = chosen.length - 1; i >= 0; i--) startInitiation(ctx.state, freeUse(chosen[i]!, ctx), true);
}

export default defineCard(import.meta.url, '01105', {
  text: "Action: reveal up to 3 random cards from an opponent's hand. You may play each revealed tactic as though you held it, at no cost (X is 0).",
  abilities: [
    action({ canResolve: (ctx) => ctx.state.players[opponentOf(ctx)].hand.length > 0, effect: reveal }),
    // The follow-up choice, resolved right after the reveal (never raised by an event).
    forced({
      on: -1 as never,
      when: () => false,
      choices: [{ label: 'revealed tactic to play for free (pass when done)', targeting: false, list: playableRevealed, min: 0, max: 3 }],
      effect: playChosen,
    }),
  ],
});
