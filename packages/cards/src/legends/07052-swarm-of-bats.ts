import { action, amountFn, attacks, discardDeckTop, gain, rules, SELF, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** How many of the (up to) 4 cards about to leave the top of your deck are unit cards. */
function unitsAmongTopFour(ctx: Ctx): number {
  const deck = ctx.state.players[ctx.player].deck;
  return deck.slice(-4).filter((id) => rules.printed(ctx.state, id)?.type === 'Unit').length;
}

export default defineCard(import.meta.url, '07052', {
  text: 'Undead. Creature. Destruction only. Necromancy. Action, usable once right after this unit is declared as an attacker: the 4 cards on top of your deck go to your discard pile; for the rest of the turn this unit has +1 power for each unit card among them.',
  abilities: [
    action({
      when: attacks(),
      // Counted as they go: the same cards, all of which end up face up in the discard pile.
      effect: [gain(SELF, { power: amountFn(unitsAmongTopFour) }), discardDeckTop(YOU, 4)],
    }),
  ],
});
