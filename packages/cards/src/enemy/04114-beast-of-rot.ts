import { anyCard, constant, count, times } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

// Disease cards in play, whoever controls them (a facedown development has no traits).
const diseases = count(anyCard({ trait: 'Disease' }));

export default defineCard(import.meta.url, '04114', {
  text: 'Creature. Costs 1 less to play for each Disease card in play (either player\'s), and has +1 power for each of them.',
  abilities: [constant({ id: 'cost', rules: { cost: { self: true, change: times(-1, diseases) } } }), constant({ id: 'power', modify: { power: diseases } })],
});
