import { damage, forced, isDestroyed, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01089', {
  text: "Battlefield. Forced: when this unit is destroyed in a battlefield, one target unit in either player's battlefield is dealt 1 damage.",
  abilities: [forced({ zone: 'battlefield', when: isDestroyed(), target: unit({ zone: 'battlefield' }), effect: damage(TARGET, 1) })],
});
