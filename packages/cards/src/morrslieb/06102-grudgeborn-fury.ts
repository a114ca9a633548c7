import { action, constant, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06102', {
  text: 'Action: for the rest of the turn, each unit you control may be declared as an attacker from whichever zone of your capital it is in (units entering play later this turn too).',
  abilities: [action({ effect: startLasting('fury') })],
  lasting: { fury: { abilities: [constant({ affects: unit({ controller: YOU }), modify: { attackFromAnyZone: true } })] } },
});
