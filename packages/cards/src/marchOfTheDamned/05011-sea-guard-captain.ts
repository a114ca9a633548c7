import { action, attacks, indirectDamage, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05011', {
  text: 'Warrior. Action, usable once right after this unit is declared as an attacker: your opponent (the target opponent) is dealt 1 indirect damage, which he assigns himself.',
  abilities: [
    // A triggered action (errata: "after" reads "when"): used at its controller's first opportunity after the declaration.
    action({ when: attacks(), effect: indirectDamage(OPPONENT, 1) }),
  ],
});
