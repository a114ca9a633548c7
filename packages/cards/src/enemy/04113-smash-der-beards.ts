import { action, count, development, gain, ifElse, OPPONENT, TARGET, unit, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

// The defending player is the one whose turn it is not: the opponent in your turn, yourself in his.
const defendersDevelopments = ifElse(YOUR_TURN, count(development({ controller: OPPONENT, zone: 'attacked' })), count(development({ controller: YOU, zone: 'attacked' })));

export default defineCard(import.meta.url, '04113', {
  text: "Action: one target attacking unit (either player's) gets +1 power per development in the zone under attack, until the end of the turn (the defending player's), counted as it resolves.",
  abilities: [action({ target: unit({ attacking: true }), effect: gain(TARGET, { power: defendersDevelopments }) })],
});
