import { action, development, gain, TARGET, YOU, zoneAttacked } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06079', {
  text: "Wood Elf. Location. Order only. Triggered action, once each time an opponent attacks this card's zone: one target development of yours in this zone is also a unit with 1 power and 2 hit points for the rest of the turn, still a development.",
  abilities: [
    action({
      when: zoneAttacked({ player: YOU, zone: 'this' }),
      target: development({ controller: YOU, zone: 'this' }),
      effect: gain(TARGET, { becomesUnit: { power: 1, hitPoints: 2 } }),
    }),
  ],
});
