import { addLastingEffect, EV, log, nameOf, onEvent, type GameEvent, type GameState } from '@invasion/engine';
import { constant, forced, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ID = '03032';
/** On the quest, for the turn: its questing unit was declared as an attacker or a defender. */
const PARTICIPATED = '03032:participated';

function marked(state: GameState, quest: number): boolean {
  return state.effects.some((e) => e.card === quest && e.effect === PARTICIPATED);
}

/** A unit questing on a Sack Tor Aendris takes part in an attack: the quest remembers it this turn. */
function markParticipation(state: GameState, ev: GameEvent): void {
  const c = state.cards[ev.card];
  if (!c || c.questing < 0) return;
  const quest = state.cards[c.questing]!;
  if (quest.def !== ID || marked(state, quest.id)) return;
  addLastingEffect(state, { effect: PARTICIPATED, controller: quest.controller, source: c.id, card: quest.id, amount: 0, until: 'turn' });
}
onEvent(EV.declaredAttacker, markParticipation);
onEvent(EV.declaredDefender, markParticipation);

const questingHere = (ctx: Ctx, id: number): boolean => ctx.state.cards[id]!.questing === ctx.self;

export default defineCard(import.meta.url, ID, {
  text: 'Quest. The unit questing here may be declared as an attacker as though it were in your battlefield (it stays in the quest zone, so its Battlefield abilities stay off). Quest. Its resource tokens can be used as your resources for any payment. Quest. Forced: when a turn ends in which the unit questing here attacked or defended, this quest gains a resource token.',
  abilities: [
    constant({ zone: 'quest', affects: questingHere, attackFromAnyZone: true }),
    constant({ zone: 'quest', tokensAsResources: true }),
    forced({
      on: EV.endTurn,
      zone: 'quest',
      when: (ctx) => marked(ctx.state, ctx.self),
      effect: (ctx) => {
        ctx.state.cards[ctx.self]!.tokens++;
        if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} gains a resource token`);
      },
    }),
  ],
});
