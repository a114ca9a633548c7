import { action, atLeast, corrupt, indirectDamage, OPPONENT, powerOf, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04020', {
  text: "Skaven. Destruction only. Action: corrupt this unit (the cost): the opponent is dealt indirect damage equal to this unit's power as it resolves, assigned by him.",
  // With no power it could deal nothing: not used just to corrupt itself (Initiation of Card Abilities).
  abilities: [action({ canResolve: atLeast(powerOf(SELF), 1), cost: corrupt(SELF), effect: indirectDamage(OPPONENT, powerOf(SELF)) })],
});
