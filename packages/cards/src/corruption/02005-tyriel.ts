import { choice, choose, chosen, endTurn, forced, HOST, OPPONENT, returnToHand, startLasting, unit, YOU, zoneAttacked } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02005', {
  text: "Hero, one Hero per zone at most. Forced: each time the opposing player attacks the zone Tyriel is in, that player picks one of his attacking units; when the turn ends, it returns to its owner's hand (if still in play).",
  abilities: [
    forced({
      when: zoneAttacked({ player: YOU, zone: 'this' }),
      effect: [
        choice('sent', choose(unit({ controller: OPPONENT, attacking: true }), { by: OPPONENT, label: 'your attacking unit to return to hand at the end of the turn' })),
        startLasting('sentBack', { card: chosen('sent') }),
      ],
    }),
  ],
  lasting: {
    // The delayed return, at the end of the turn; it follows the unit in play, and is gone if it left play.
    sentBack: { once: true, abilities: [forced({ when: endTurn('any'), effect: returnToHand(HOST) })] },
  },
});
