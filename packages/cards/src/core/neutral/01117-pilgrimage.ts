import { action, constant, count, development, returnToHand, TARGET, times, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01117', {
  text: "Its cost drops by 1 per development in your quest zone. Action: a unit you target is sent back to the hand of the player who owns it.",
  abilities: [
    action({ target: unit(), effect: returnToHand(TARGET) }),
    constant({ rules: { cost: { self: true, change: times(-1, count(development({ controller: YOU, zone: 'quest' }))) } } }),
  ],
});
