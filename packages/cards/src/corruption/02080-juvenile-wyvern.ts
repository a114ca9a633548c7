import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02080', {
  text: 'Creature. Destruction decks only. While it defends, the whole of its combat damage is dealt to each attacking unit (it does not go into the defenders\' shared damage).',
  abilities: [constant({ modify: { damagesAllAttackers: true } })],
});
