import { EV, leavePlay, log, nameOf, queries, type GameEvent, type GameState, type PlayerId } from '@invasion/engine';
import { action, isSupport, picked, targetCard, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function thisUnitEntered(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card === ctx.self;
}

/**
 * A support turns facedown into a development where it is (an attachment comes off its host and
 * stays in that zone). FAQ Developments: a player may control a development only if he owns it, so
 * one that would sit among its non-owner's cards is discarded instead.
 */
function turnIntoDevelopment(state: GameState, id: number): void {
  const c = state.cards[id]!;
  if (!queries.isZone(c.loc) || c.dev) return;
  const holder: PlayerId = state.players[c.controller].zones[c.loc].cards.includes(id) ? c.controller : queries.opponent(c.controller);
  if (holder !== c.owner) {
    if (state.log) log(state, `${nameOf(state, id)} cannot be a development its owner does not control: it is discarded`);
    leavePlay(state, id, 'discard');
    return;
  }
  if (state.log) log(state, `${nameOf(state, id)} is turned facedown into a development`);
  c.controller = holder;
  c.attachedTo = -1;
  c.damage = 0;
  c.tokens = 0;
  c.corrupt = false;
  c.dev = true;
  c.faceDown = true;
  state.dirty = true;
}

export default defineCard(import.meta.url, '05007', {
  text: 'Action: when this unit enters play (in the action window that follows), turn one target support card facedown into a development in its zone (discarded instead if it would be a development its owner does not control).',
  abilities: [
    action({
      trigger: { on: EV.enteredPlay, when: thisUnitEntered },
      choices: [targetCard('support card to turn into a development', isSupport)],
      effect: (ctx) => turnIntoDevelopment(ctx.state, picked(ctx, 0)),
    }),
  ],
});
