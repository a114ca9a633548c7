import { ACTIVE, action, beginTurn, damage, HOST, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04115', {
  text: "Attachment. Disease. Played onto any unit (either player's). Action, usable once at the start of the turn of the player who controls the attached unit (first action window): that unit is dealt 1 damage that cannot be cancelled.",
  attach: { to: unit() },
  abilities: [action({ when: beginTurn('any', { if: is(HOST, { controller: ACTIVE }) }), effect: damage(HOST, 1, { uncancellable: true }) })],
});
