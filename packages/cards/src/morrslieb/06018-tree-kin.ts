import { addLastingEffect, EV, log, nameOf, registerWaitingEffect } from '@invasion/engine';
import { action, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Marks the turned card: it becomes this unit again at the end of the turn. */
const AS_DEVELOPMENT = '06018:asDevelopment';

/**
 * Becomes a faceup development (FAQ: faceup developments): no longer a unit, it loses its damage
 * and resource tokens, stops questing and leaves the combat; it stays in play (nothing leaves play).
 */
function becomeDevelopment(ctx: Ctx): void {
  const s = ctx.state;
  const c = s.cards[ctx.self]!;
  if (!queries.isZone(c.loc) || c.dev) return;
  c.dev = true;
  c.faceDown = false;
  c.damage = 0;
  c.tokens = 0;
  c.questing = -1;
  c.assigned = 0;
  if (s.combat) {
    s.combat.attackers = s.combat.attackers.filter((id) => id !== ctx.self);
    s.combat.defenders = s.combat.defenders.filter((id) => id !== ctx.self);
  }
  s.dirty = true;
  addLastingEffect(s, { effect: AS_DEVELOPMENT, controller: ctx.player, source: ctx.self, card: ctx.self, amount: 0, until: 'turn' });
  if (s.log) log(s, `${nameOf(s, ctx.self)} becomes a faceup development until the end of the turn`);
}

registerWaitingEffect(AS_DEVELOPMENT, {
  on: EV.endTurn,
  when: () => true,
  resolve: (state, e) => {
    const c = state.cards[e.card]!;
    if (!queries.isZone(c.loc) || !c.dev || c.faceDown) return;
    c.dev = false;
    state.dirty = true;
    if (state.log) log(state, `${nameOf(state, e.card)} is a unit again`);
  },
});

export default defineCard(import.meta.url, '06018', {
  text: 'Wood Elf. Forest Spirit. Order only. Action: spend 2 resources: this unit becomes a faceup development until the end of the turn (it is not a unit meanwhile).',
  abilities: [action({ spend: 2, effect: becomeDevelopment })],
});
