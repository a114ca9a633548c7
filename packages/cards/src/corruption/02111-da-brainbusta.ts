import { action, and, destroy, EACH, each, exists, inPhase, OPPONENT, unit, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const theirUnits = unit({ controller: OPPONENT });

export default defineCard(import.meta.url, '02111', {
  text: 'Epic Spell. Playable only as your own turn begins (its first action window). Action: every unit your opponent controls is destroyed (none is targeted).',
  abilities: [action({ if: and(YOUR_TURN, inPhase('beginTurn')), canResolve: exists(theirUnits), effect: each(theirUnits, destroy(EACH)) })],
});
