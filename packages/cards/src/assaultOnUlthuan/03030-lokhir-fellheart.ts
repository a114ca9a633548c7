import { action, beginTurn, count, development, gain, TARGET, times, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03030', {
  text: "Hero. Warrior. Battlefield. Action, usable once as your turn begins (first action window after it begins): a target unit in either player's battlefield has 1 fewer hit point per development in your battlefield (counted as it resolves), for the rest of the turn.",
  abilities: [
    action({
      zone: 'battlefield',
      when: beginTurn(YOU),
      target: unit({ zone: 'battlefield' }),
      // "this zone" is his player's battlefield (the ability works only there), still so if he is gone as it resolves
      effect: gain(TARGET, { hitPoints: times(-1, count(development({ controller: YOU, zone: 'battlefield' }))) }, 'turn'),
    }),
  ],
});
