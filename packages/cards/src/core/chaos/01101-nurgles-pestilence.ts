import { action, damage, EACH, each, ifElse, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01101', {
  text: 'Spell. Action: deal 1 damage to every unit in play, 2 to each corrupted one, all at the same time.',
  abilities: [action({ effect: each(unit(), damage(EACH, ifElse(is(EACH, { corrupt: true }), 2, 1))) })],
});
