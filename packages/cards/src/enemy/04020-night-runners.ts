import { action, corrupt, indirectDamage, OPPONENT, powerOf, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04020', {
  text: "Skaven. Destruction only. Action: corrupt this unit (the cost): the opponent is dealt indirect damage equal to this unit's power as it resolves, assigned by him.",
  abilities: [action({ cost: corrupt(SELF), effect: indirectDamage(OPPONENT, powerOf(SELF)) })],
});
