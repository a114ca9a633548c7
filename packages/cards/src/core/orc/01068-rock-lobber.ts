import { action, choose, damage, sacrifice, section, spend, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01068', {
  text: "Battlefield. Action: spend 2 resources and sacrifice a unit you control in this zone: 2 damage to one capital section (not a target) of either player's capital. Limit once per turn.",
  abilities: [
    action({
      zone: 'battlefield',
      limit: 'turn',
      cost: [spend(2), sacrifice(choose(unit({ controller: YOU, zone: 'this' }), { label: 'your unit in this zone to sacrifice' }))],
      effect: damage(section({ label: 'capital section to deal 2 damage to' }), 2),
    }),
  ],
});
