import { action, and, heal, inPhase, TARGET, unit, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01052', {
  text: 'Mage. Quest. Action: only in your own quest phase; remove 1 damage from a damaged unit you target. Once per turn.',
  abilities: [action({ zone: 'quest', limit: 'turn', if: and(YOUR_TURN, inPhase('quest')), target: unit({ damaged: true }), effect: heal(TARGET, 1) })],
});
