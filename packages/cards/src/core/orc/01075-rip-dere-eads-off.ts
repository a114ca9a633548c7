import { addLastingEffect, defOf, EV, log, nameOf, onEvent, queueEffect, registerEffect, sacrifice as sacrificeRule, type GameState } from '@invasion/engine';
import { action, isDevelopment, picked, queries, sacrifice, targetCard, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Marks a unit revealed by this card: it is sacrificed at the end of the turn. */
const SACRIFICE_AT_END = '01075:sacrificeAtEnd';

/** A faceup card that breaks "limit one Hero per zone" or uniqueness for its controller (FAQ: it is sacrificed). */
function cannotBeInPlay(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (!queries.isZone(c.loc)) return false;
  const def = defOf(c);
  for (const z of ['kingdom', 'quest', 'battlefield'] as const) {
    for (const other of state.players[c.controller].zones[z].cards) {
      const o = state.cards[other]!;
      if (other === id || o.dev || o.controller !== c.controller) continue;
      if (def.unique && defOf(o).name === def.name) return true;
      if (def.hero && z === c.loc && defOf(o).hero) return true;
    }
  }
  return false;
}

/** Turns the development faceup; a unit stays until the end of the turn, anything else is sacrificed. */
function reveal(ctx: Ctx): void {
  const id = picked(ctx, 0);
  if (id < 0) return;
  const c = ctx.state.cards[id]!;
  c.dev = false;
  c.faceDown = false;
  ctx.state.dirty = true; // the zone loses a development's hit point
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, id)} is turned faceup (it does not enter play)`);
  if (defOf(c).type !== 'Unit' || cannotBeInPlay(ctx.state, id)) {
    sacrifice(ctx, id);
    return;
  }
  addLastingEffect(ctx.state, { effect: SACRIFICE_AT_END, controller: ctx.player, source: ctx.self, card: id, amount: 0, until: 'turn' });
}

registerEffect({
  key: SACRIFICE_AT_END,
  label: "Rip Dere 'Eads Off!: sacrifice the revealed unit",
  resolve: (state, p) => {
    const c = state.cards[p.card]!;
    if (queries.isInPlay(c) && state.effects.some((e) => e.effect === SACRIFICE_AT_END && e.card === p.card)) sacrificeRule(state, p.card);
  },
});

onEvent(EV.endTurn, (state) => {
  for (const e of state.effects) {
    if (e.effect === SACRIFICE_AT_END) queueEffect(state, { effect: SACRIFICE_AT_END, kind: 'forced', controller: e.controller, source: e.source, card: e.card, amount: 0, zone: null });
  }
});

export default defineCard(import.meta.url, '01075', {
  text: 'Action: turn one target development faceup (it does not enter play). A unit stays in play and is sacrificed at the end of the turn; any other card is sacrificed at once.',
  abilities: [action({ choices: [targetCard('development to turn faceup', isDevelopment)], effect: reveal })],
});
