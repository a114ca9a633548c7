import { action, choice, EACH, each, exists, OPPONENT, section, takeControl, unit, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02117', {
  text: "Epic Spell. Played only during your turn. Action: you name one of the opponent's zones; you take control of every unit he has there for the rest of the game (each moves to that zone of your capital). Nothing is targeted.",
  abilities: [
    action({
      if: YOUR_TURN,
      canResolve: exists(unit({ controller: OPPONENT })),
      effect: [
        choice('zone', section({ whose: OPPONENT, unburned: false, targeting: false, label: "the opponent's zone whose units you take" })),
        each(unit({ controller: OPPONENT, zone: { chosen: 'zone' } }), takeControl(EACH)),
      ],
    }),
  ],
});
