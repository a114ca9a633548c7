import { action, beginTurn, returnToHand, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03035', {
  text: "Building. Kingdom. Action, usable once as your turn begins (at your first opportunity in the window that opens then): a target unit of either player whose hit points are 1 or 0 (damage aside) goes back to the hand of the player who owns it.",
  abilities: [action({ zone: 'kingdom', when: beginTurn(YOU), target: unit({ hitPoints: { max: 1 } }), effect: returnToHand(TARGET) })],
});
