import { action, and, atLeast, count, EACH, each, exists, gain, ifElse, OPPONENT, unit, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Corrupted units in the zone under attack, on the defending player's capital (the player whose turn it is not). */
const corruptedDefending = ifElse(YOUR_TURN, count(unit({ zone: 'attacked', controller: OPPONENT, corrupt: true })), count(unit({ zone: 'attacked', controller: YOU, corrupt: true })));

export default defineCard(import.meta.url, '04014', {
  text: 'Action (only while units attack a zone holding a corrupted unit): until the end of the turn, every unit attacking as this resolves has 1 more power for each corrupted unit in the zone under attack, counted as it resolves.',
  // Not playable when nothing would gain power: no unit attacks, or no corrupted unit in the defending zone (Initiation of Card Abilities).
  abilities: [action({ canResolve: and(exists(unit({ attacking: true })), atLeast(corruptedDefending, 1)), effect: each(unit({ attacking: true }), gain(EACH, { power: corruptedDefending })) })],
});
