import { action, constant, startLasting, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06102', {
  text: "Action: for the rest of the turn, every unit (either player's, units entering play later this turn too) may be declared as an attacker from whichever zone of its controller's capital it is in.",
  abilities: [action({ effect: startLasting('fury') })],
  // "Units in all zones": not only its player's (played in the opponent's turn, it lets his units attack from anywhere).
  lasting: { fury: { abilities: [constant({ affects: unit(), modify: { attackFromAnyZone: true } })] } },
});
