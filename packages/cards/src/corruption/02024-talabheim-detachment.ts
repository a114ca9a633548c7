import { action, returnToHand, SELF, spend } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02024', {
  text: "Warrior. Action: pay 1 resource; this unit goes back to its owner's hand.",
  abilities: [action({ cost: spend(1), effect: returnToHand(SELF) })],
});
