import { chooseOne, choice, entersPlay, forced, move, OPPONENT, SELF, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04050', {
  text: 'Goblin. Forced: as this unit enters play, your opponent decides whether to move it to another of your zones, and which.',
  abilities: [
    forced({
      when: entersPlay(),
      effect: chooseOne(
        [
          { label: 'move it to another zone of its controller', do: [choice('to', zoneFor(SELF, { by: OPPONENT, label: 'zone of its controller to move it to' })), move(SELF, { chosen: 'to' })] },
          { label: 'leave it where it is', do: [] },
        ],
        OPPONENT,
      ),
    }),
  ],
});
