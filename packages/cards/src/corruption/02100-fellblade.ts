import { EV, queries, type GameEvent } from '@invasion/engine';
import { all, constant, corrupt, forced, hasTrait, isUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function isHost(ctx: Ctx, id: number): boolean {
  return ctx.state.cards[ctx.self]!.attachedTo === id;
}

/** A unit in play changed state to corrupted (entering play corrupted is no change: no event). */
function aUnitWasCorrupted(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card >= 0 && queries.countsAsUnit(ctx.state, ev.card);
}

export default defineCard(import.meta.url, '02100', {
  text: 'Attachment. Play onto a Skaven unit; that unit becomes corrupted. Each time any unit becomes corrupted, put 1 resource token on this card. The attached unit deals X extra damage in combat, X being the resource tokens on this card.',
  attach: {
    host: all(isUnit, hasTrait('Skaven')),
    onAttach: (ctx, host) => void corrupt(ctx, host),
  },
  abilities: [
    forced({
      on: EV.corrupted,
      when: aUnitWasCorrupted,
      effect: (ctx) => {
        ctx.state.cards[ctx.self]!.tokens++;
      },
    }),
    constant({ affects: isHost, combatDamage: (ctx) => ctx.state.cards[ctx.self]!.tokens }),
  ],
});
