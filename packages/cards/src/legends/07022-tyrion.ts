import { shield, targetOf, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07022', {
  text: "Legend. Every unit you control has this: each turn, the first point of damage that would be dealt to it goes instead to a target unit (either player's) in a zone of the same name as its own; with no such unit the point stays on it.",
  /** Total 5 icons; the split is not in the sources: as even as it goes (2/1/2), the odd one short in the quest zone. */
  legendPower: { kingdom: 2, quest: 1, battlefield: 2 },
  abilities: [
    // General errata: redirection acts on damage that would be dealt (the timing of Toughness). The
    // gift is each unit's own: one first point a turn for each unit (perCard). Tyrion's controller picks
    // the new target; the unit the damage was headed for is never offered.
    shield({
      to: unit({ controller: YOU }),
      amount: 1,
      limit: 'turn',
      perCard: true,
      redirect: targetOf(unit({ zone: 'corresponding' }), { label: 'unit in a corresponding zone to take the redirected damage' }),
    }),
  ],
});
