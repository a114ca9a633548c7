import { anyCard, constant, count, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01088', {
  text: 'Hero. Gets +1 power for each corrupted card in play that an opponent controls.',
  abilities: [constant({ modify: { power: count(anyCard({ controller: OPPONENT, corrupt: true })) } })],
});
