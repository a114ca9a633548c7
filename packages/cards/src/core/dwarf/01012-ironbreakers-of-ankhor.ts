import { constant, count, development } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01012', {
  text: 'Toughness X, where X is how many developments lie in the zone of its capital this unit is in (damage assigned to it is reduced by X).',
  // The catalogue prints Toughness 'X' (read as 0); this constant supplies X.
  abilities: [constant({ modify: { keywords: { toughness: count(development({ zone: 'this' })) } } })],
});
