import { action, and, damage, inPhase, section, TARGET, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02114', {
  text: 'Epic Spell. Playable only as your own turn begins (its first action window). Action: you pick a target capital and one of its sections (not a burning one): that section is dealt 8 damage.',
  abilities: [action({ if: and(YOUR_TURN, inPhase('beginTurn')), target: section({ label: 'section of a capital to deal 8 damage to' }), effect: damage(TARGET, 8) })],
});
