import { action, damage, leavesPlay, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07002', {
  text: 'Legend. Action, usable once each time one or more Dwarf units you control leave play together: one target unit is dealt 3 damage.',
  /** Total 9 icons; the split is not in the sources: 3 per zone (even split, as the FAQ gives Malekith). */
  legendPower: { kingdom: 3, quest: 3, battlefield: 3 },
  abilities: [action({ when: leavesPlay(unit({ controller: YOU, race: 'Dwarf' }), { batch: true }), target: unit(), effect: damage(TARGET, 3) })],
});
