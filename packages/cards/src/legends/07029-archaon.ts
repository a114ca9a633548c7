import { action, attacks, chooseNumber, chosenNumber, damage, resourcesOf, spend, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07029', {
  text: 'Legend. Action, usable once right after Archaon is declared as an attacker: pay X resources (you pick X, at least 1): one target unit is dealt X damage.',
  /** Total 9 icons; the split is not in the sources: 3 per zone (even split, as the FAQ gives Malekith). */
  legendPower: { kingdom: 3, quest: 3, battlefield: 3 },
  abilities: [
    // A triggered action (errata: "after" reads "when"); X is picked with the target, then paid.
    action({
      when: attacks(),
      targets: [unit(), chooseNumber(1, resourcesOf(YOU), { name: 'x', targeting: false, label: 'X: resources to spend' })],
      cost: spend(chosenNumber('x')),
      effect: damage(TARGET, chosenNumber('x')),
    }),
  ],
});
