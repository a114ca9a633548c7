import { action, beginTurn, choice, development, move, TARGET, YOU, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07019', {
  text: 'Priest. Action, once as each of your turns begins (first opportunity): a target development (either player\'s) moves to a different zone of the player who controls it, picked as this resolves.',
  abilities: [
    action({
      when: beginTurn(YOU),
      target: development(),
      effect: [choice('to', zoneFor(TARGET, { label: 'zone to move the development to' })), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
