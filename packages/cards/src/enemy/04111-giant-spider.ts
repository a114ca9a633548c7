import { and, constant, duringCombat, exists, not, OPPONENT, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04111', {
  text: 'Creature. Enters play only in the battlefield. It may be declared as an attacker only against a zone of the opponent that holds one or more units.',
  abilities: [
    // While attackers are declared, the zone under attack is known: with no unit of the defender there, it may not be declared.
    constant({ if: and(duringCombat('declareAttackers'), not(exists(unit({ controller: OPPONENT, zone: 'attacked' })))), modify: { cannotAttack: true } }),
  ],
});
