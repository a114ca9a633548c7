import { action, attacks, damage, OPPONENT, powerOf, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07053', {
  text: 'Undead. Vampire. Triggered Action, once each time this unit attacks: deal damage equal to this unit\'s power (as it resolves) to one target unit in the zone under attack.',
  abilities: [action({ when: attacks(), target: unit({ zone: 'attacked', controller: OPPONENT }), effect: damage(TARGET, powerOf(SELF)) })],
});
