import { damage, forced, TARGET, unit, YOU, zoneAttacked } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01109', {
  text: "Siege. Kingdom. Forced: as soon as the zone holding this card comes under attack, 1 damage goes to an attacking unit you target.",
  abilities: [forced({ zone: 'kingdom', when: zoneAttacked({ player: YOU, zone: 'this' }), target: unit({ attacking: true }), effect: damage(TARGET, 1) })],
});
