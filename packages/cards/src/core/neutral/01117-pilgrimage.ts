import { action, constant, count, development, returnToHand, TARGET, times, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01117', {
  text: "Costs 1 less to play for each development you have in your quest zone. Action: one target unit goes back to its owner's hand.",
  abilities: [
    action({ target: unit(), effect: returnToHand(TARGET) }),
    constant({ rules: { cost: { self: true, change: times(-1, count(development({ controller: YOU, zone: 'quest' }))) } } }),
  ],
});
