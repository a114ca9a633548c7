import { constant, exists, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02033', {
  text: 'Cavalry. While at least one unit in play (either player\'s, itself included) is corrupted, this unit has +1 power.',
  abilities: [constant({ if: exists(unit({ corrupt: true })), modify: { power: 1 } })],
});
