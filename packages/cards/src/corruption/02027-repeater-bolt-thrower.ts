import { action, atLeast, count, development, indirectDamage, OPPONENT, PAID, spend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Your developments in this card's zone. */
const X = count(development({ controller: YOU, zone: 'this' }));

export default defineCard(import.meta.url, '02027', {
  text: 'Siege. Battlefield. Action, once per turn (errata): spend X resources, X being how many developments you have in this zone; your opponent is dealt X indirect damage.',
  abilities: [
    action({
      zone: 'battlefield',
      limit: 'turn',
      // With no development here it could deal nothing: it cannot be initiated just to be used.
      canResolve: atLeast(X, 1),
      // X is fixed as it is paid (the FAQ errata adds the once-per-turn limit).
      cost: spend(X),
      effect: indirectDamage(OPPONENT, PAID),
    }),
  ],
});
