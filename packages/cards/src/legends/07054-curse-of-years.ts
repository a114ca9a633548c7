import { ACTIVE, action, addTokens, beginTurn, constant, HOST, is, SELF, times, tokensOn, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07054', {
  text: "Undead. Attachment. Spell. Destruction only. Played onto a target unit of either player, which has 1 fewer hit point per resource token on this card. Triggered Action of this card's controller, usable once as each turn of the attached unit's controller begins (first action window): add 1 resource token to this card.",
  attach: { to: unit() },
  abilities: [
    constant({ affects: 'host', modify: { hitPoints: times(tokensOn(SELF), -1) } }),
    // "its controller" is the attached unit's controller, as on Bloodboil Fever and Necrotic Spasms.
    action({ when: beginTurn('any', { if: is(HOST, { controller: ACTIVE }) }), effect: addTokens(SELF, 1) }),
  ],
});
