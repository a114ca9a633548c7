import { anyCard, constant, count, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * The other copies its controller has in play, in any zone: any card showing that title — a unit, or
 * one made a faceup development, which keeps its title (FAQ: Developments); a facedown card has none.
 */
const OTHERS = count(anyCard({ name: 'Followers of Skarsnik', controller: YOU, not: SELF }));

export default defineCard(import.meta.url, '04029', {
  text: 'Goblin. Gets +1 power and +1 hit point for each other copy of it (same title) its controller has in play.',
  abilities: [constant({ modify: { power: OTHERS, hitPoints: OTHERS } })],
});
