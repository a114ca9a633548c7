import { action, and, attachExperience, attacks, conditionFn, constant, entersPlay, experienceOn, forced, mustBurnToWin, rules, SELF, times, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '10101', {
  text: "Legend. Forced: as this legend enters play, its controller from then on wins only by burning 3 of the opponent's zones rather than 2 (even after it leaves play). The first card he plays in each of his turns (a development too) costs 1 less per experience card on this legend. Triggered action: as this legend is declared an attacker, 1 experience is attached to it.",
  abilities: [
    forced({ when: entersPlay(), effect: mustBurnToWin(YOU, 3) }),
    constant({
      id: 'discount',
      // Only while you have played no card yet this turn (the card being paid for is not played yet).
      if: and(YOUR_TURN, conditionFn((ctx) => rules.cardsPlayedThisTurn(ctx.state, ctx.player) === 0)),
      rules: { cost: { change: times(experienceOn(SELF), -1) } },
    }),
    action({ when: attacks(), effect: attachExperience(SELF, 1) }),
  ],
});
