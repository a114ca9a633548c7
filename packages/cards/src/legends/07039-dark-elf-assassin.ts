import { action, attacks, destroy, exists, legend, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07039', {
  text: 'Warrior. For as long as its controller has a legend in play, it has: Action, usable once right after this unit is declared as an attacker: one target damaged unit (anywhere, either player\'s) is destroyed.',
  abilities: [
    // A triggered action (errata: "after" reads "when"); it exists only while a legend of its controller is in play.
    action({ when: attacks(), if: exists(legend({ controller: YOU })), target: unit({ damaged: true }), effect: destroy(TARGET) }),
  ],
});
