import { action, andThen, atLeast, gainResources, loseResources, OPPONENT, resourcesOf, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01110', {
  text: "Action: your opponent loses 1 resource from his pool and you gain it (not playable while he has none).",
  abilities: [action({ canResolve: atLeast(resourcesOf(OPPONENT), 1), effect: [loseResources(OPPONENT, 1), andThen(gainResources(YOU, 1))] })],
});
