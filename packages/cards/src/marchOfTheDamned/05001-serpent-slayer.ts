import { atLeast, constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

// Developments in the zone this unit is in, on its controller's capital.
const here = count(development({ controller: YOU, zone: 'this' }));

export default defineCard(import.meta.url, '05001', {
  text: 'Slayer. While its zone of your capital holds 3 or more developments, this unit deals that many extra damage in combat (one per development there); its power is unchanged.',
  abilities: [constant({ if: atLeast(here, 3), modify: { combatDamage: here } })],
});
