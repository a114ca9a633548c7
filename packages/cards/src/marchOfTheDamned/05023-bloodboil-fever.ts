import { action, addTokens, and, andThen, beginTurn, damage, HOST, is, NOT_YOUR_TURN, OPPONENT, or, SELF, tokensOn, unit, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The turn that begins is that of the attached unit's controller. */
const HOST_CONTROLLERS_TURN = or(and(YOUR_TURN, is(HOST, { controller: YOU })), and(NOT_YOUR_TURN, is(HOST, { controller: OPPONENT })));

export default defineCard(import.meta.url, '05023', {
  text: "Attachment. Disease. Played onto a unit (either player's). Action, usable once as each turn of the attached unit's controller begins (first action window): this card gets a resource token, then the attached unit is dealt X damage, X being the tokens on this card.",
  attach: { to: unit() },
  abilities: [
    action({
      when: beginTurn('any', { if: HOST_CONTROLLERS_TURN }),
      // X is counted after the new token is placed.
      effect: [addTokens(SELF, 1), andThen(damage(HOST, tokensOn(SELF)))],
    }),
  ],
});
