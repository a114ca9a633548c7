import { beginTurn, damage, forced, SELF, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03052', {
  text: 'Mage. Forced: as your turn begins, choose a target unit other than this one (either player\'s); it and this unit are dealt 1 damage each. With no such unit the effect is cancelled and this unit takes nothing.',
  abilities: [forced({ when: beginTurn(YOU), target: unit({ not: SELF }), effect: [damage(SELF, 1), damage(TARGET, 1)] })],
});
