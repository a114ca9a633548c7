import { queries, registerAssignedDamageModifier, type GameState } from '@invasion/engine';
import { defineCard } from '../define.js';

const BLOODLETTER = '07031';

/** Bloodletters in play whose text works (faceup units, not blanked). */
function activeBloodletters(state: GameState): number {
  let n = 0;
  for (const id of queries.allUnitsInPlay(state)) {
    const c = state.cards[id]!;
    if (c.def === BLOODLETTER && !c.dev && !queries.isBlanked(state, id)) n++;
  }
  return n;
}

/**
 * Each Bloodletter adds the damage being assigned to a unit once more (FAQ: two of them triple it).
 * Combat damage doubles as it is assigned, other damage as it is dealt.
 */
registerAssignedDamageModifier((state, target, amount) => {
  if (target < 0 || !queries.countsAsUnit(state, target)) return 0;
  return amount * activeBloodletters(state);
});

export default defineCard(import.meta.url, '07031', {
  text: 'Daemon. All damage assigned to units (either player\'s, combat or not) is doubled as it is assigned; several Bloodletters each add the original amount again.',
});
