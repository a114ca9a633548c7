import { constant, count, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04001', {
  text: 'Warrior. Toughness X: X counts the Dwarf units other than this one in its own zone of its capital (recounted whenever damage is assigned to it).',
  // The catalogue prints Toughness 'X' (read as 0); this constant supplies X.
  abilities: [constant({ modify: { keywords: { toughness: count(unit({ race: 'Dwarf', zone: 'this', not: SELF })) } } })],
});
