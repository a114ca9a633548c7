import { action, atLeast, beginTurn, chooseOne, gainResources, loseResources, ownerOf, resourcesOf, returnToHand, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03008', {
  text: "Hero. Battlefield. Action, usable once at the start of your turn (first action window after it begins): choose a target unit; its owner decides whether to give you 2 of his resources (only if he has 2) or to have that unit returned to his hand.",
  abilities: [
    action({
      zone: 'battlefield',
      when: beginTurn(YOU),
      target: unit(),
      effect: chooseOne(
        [
          { label: 'give 2 resources to keep the unit', if: atLeast(resourcesOf(ownerOf(TARGET)), 2), do: [loseResources(ownerOf(TARGET), 2), gainResources(YOU, 2)] },
          { label: 'return the unit to your hand', do: returnToHand(TARGET) },
        ],
        ownerOf(TARGET),
      ),
    }),
  ],
});
