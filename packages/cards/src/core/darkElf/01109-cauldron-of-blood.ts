import { damage, forced, TARGET, unit, YOU, zoneAttacked } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01109', {
  text: "Siege. Kingdom. Forced: when this card's zone is attacked, one target attacking unit is dealt 1 damage.",
  abilities: [forced({ zone: 'kingdom', when: zoneAttacked({ player: YOU, zone: 'this' }), target: unit({ attacking: true }), effect: damage(TARGET, 1) })],
});
