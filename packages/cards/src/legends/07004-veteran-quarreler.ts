import { action, damage, TARGET, unit, YOU, zoneAttacked } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07004', {
  text: 'Ranger. Triggered Action, once each time an opponent attacks this unit\'s zone (after attackers are declared): deal 1 damage to one target attacking unit.',
  abilities: [action({ when: zoneAttacked({ player: YOU, zone: 'this' }), target: unit({ attacking: true }), effect: damage(TARGET, 1) })],
});
