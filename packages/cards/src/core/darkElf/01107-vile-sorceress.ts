import { beginTurn, forced, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01107', {
  text: 'Quest. Forced: as your turn begins, a unit you target (yours or not) has 1 fewer hit point for the rest of the turn.',
  abilities: [forced({ zone: 'quest', when: beginTurn(YOU), target: unit(), effect: gain(TARGET, { hitPoints: -1 }) })],
});
