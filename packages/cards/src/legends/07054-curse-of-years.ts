import { action, addTokens, beginTurn, constant, SELF, times, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07054', {
  text: "Undead. Attachment. Spell. Destruction only. Played onto a target unit of either player, which has 1 fewer hit point per resource token on this card. Triggered Action: as the turn of this card's controller begins, he may add 1 resource token to it (at his first opportunity).",
  attach: { to: unit() },
  abilities: [
    constant({ affects: 'host', modify: { hitPoints: times(tokensOn(SELF), -1) } }),
    action({ when: beginTurn(YOU), effect: addTokens(SELF, 1) }),
  ],
});
