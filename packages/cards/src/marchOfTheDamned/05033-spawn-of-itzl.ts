import { action, attacks, destroy, OPPONENT, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05033', {
  text: 'Lizardmen. Order only. Action, usable once right after this unit is declared as an attacker: one target damaged unit in the zone under attack is destroyed.',
  abilities: [
    // The defending zone: the zone under attack, on the defending player's capital.
    action({ when: attacks(), target: unit({ damaged: true, zone: 'attacked', controller: OPPONENT }), effect: destroy(TARGET) }),
  ],
});
