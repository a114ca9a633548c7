import { beginTurn, count, development, forced, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01041', {
  text: 'Building. Forced: as your turn begins, a unit you target in this card\'s zone gets +1 power per development of yours in that zone (counted as it resolves) for the rest of the turn.',
  abilities: [forced({ when: beginTurn(YOU), target: unit({ zone: 'this' }), effect: gain(TARGET, { power: count(development({ controller: YOU, zone: 'this' })) }) })],
});
