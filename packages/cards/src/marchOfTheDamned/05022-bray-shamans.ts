import { action, corrupt, endTurn, gain, HOST, sacrifice, SELF, startLasting, TARGET, unit, whenever, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05022', {
  text: 'Warrior. Action: corrupt this unit (cost): one target attacking unit you control has 2 more power until the end of the turn, and as the turn ends it is sacrificed.',
  abilities: [
    action({
      cost: corrupt(SELF),
      target: unit({ controller: YOU, attacking: true }),
      effect: [gain(TARGET, { power: 2 }), startLasting('doomed', { card: TARGET })],
    }),
  ],
  lasting: {
    // The delayed sacrifice at the end of the turn (Detailed Timing E), wherever the unit is in play
    // then; gone with the unit if it left play meanwhile (a card leaving play is a new card).
    doomed: { once: true, abilities: [whenever({ when: endTurn('any'), effect: sacrifice(HOST) })] },
  },
});
