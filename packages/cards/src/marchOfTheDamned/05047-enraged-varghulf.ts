import { action, attacks, gain, OPPONENT, powerOf, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05047', {
  text: 'Undead. Creature. Action, usable once right after this unit is declared as an attacker: choose a target unit in the zone under attack; until the end of the turn this unit has additional power equal to that unit\'s power as this resolves.',
  abilities: [action({ when: attacks(), target: unit({ zone: 'attacked', controller: OPPONENT }), effect: gain(SELF, { power: powerOf(TARGET) }) })],
});
