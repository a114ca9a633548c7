import { constant, count, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The other units named Followers of Skarsnik its controller has in play (any zone). */
const OTHERS = count(unit({ name: 'Followers of Skarsnik', controller: YOU, not: SELF }));

export default defineCard(import.meta.url, '04029', {
  text: 'Goblin. Gets +1 power and +1 hit point for each other Followers of Skarsnik its controller has in play.',
  abilities: [constant({ modify: { power: OTHERS, hitPoints: OTHERS } })],
});
