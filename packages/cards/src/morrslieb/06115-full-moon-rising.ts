import { action, development, each, EACH, gain, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06115', {
  text: 'Action: for the rest of the turn every development you control as this resolves is also a unit with 2 power and 2 hit points, still a development.',
  abilities: [action({ effect: each(development({ controller: YOU }), gain(EACH, { becomesUnit: { power: 2, hitPoints: 2 } })) })],
});
