import { action, destroy, EACH, each, exists, unit, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01080', {
  text: 'Your turn only. Action: every unit in play, of both players, is destroyed (none of them is targeted; not playable with no unit in play).',
  abilities: [action({ if: YOUR_TURN, canResolve: exists(unit()), effect: each(unit(), destroy(EACH)) })],
});
