import { action, gain, move, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02029', {
  text: 'Action: one target Orc unit of yours in your kingdom or quest zone moves to your battlefield; until the end of the turn it must be declared as an attacker if able.',
  abilities: [
    action({
      target: unit({ race: 'Orc', controller: YOU, zone: ['kingdom', 'quest'] }),
      effect: [move(TARGET, 'battlefield'), gain(TARGET, { mustAttack: true })],
    }),
  ],
});
