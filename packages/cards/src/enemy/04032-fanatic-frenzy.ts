import { action, count, endTurn, gain, HOST, sacrifice, startLasting, TARGET, unit, whenever, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04032', {
  text: 'Action: one target unit you control in your battlefield gets, for the rest of the turn, +1 power per damaged unit under your control (counted as this resolves); when the turn ends that unit is sacrificed, if it is still in play.',
  abilities: [
    action({
      target: unit({ controller: YOU, zone: 'battlefield' }),
      effect: [gain(TARGET, { power: count(unit({ controller: YOU, damaged: true })) }), startLasting('doomed', { card: TARGET })],
    }),
  ],
  lasting: {
    // The delayed sacrifice at the end of the turn (Detailed Timing E), wherever the unit is in play then;
    // gone with the unit if it left play meanwhile (a card leaving play is a new card).
    doomed: { once: true, abilities: [whenever({ when: endTurn('any'), effect: sacrifice(HOST) })] },
  },
});
