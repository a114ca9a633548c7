import { action, count, EACH, each, exists, gain, ifElse, OPPONENT, unit, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Corrupted units in the zone under attack, on the defending player's capital (the player whose turn it is not). */
const corruptedDefending = ifElse(YOUR_TURN, count(unit({ zone: 'attacked', controller: OPPONENT, corrupt: true })), count(unit({ zone: 'attacked', controller: YOU, corrupt: true })));

export default defineCard(import.meta.url, '04014', {
  text: 'Action (only while units attack): until the end of the turn, every unit attacking as this resolves has 1 more power for each corrupted unit in the zone under attack, counted as it resolves.',
  abilities: [action({ canResolve: exists(unit({ attacking: true })), effect: each(unit({ attacking: true }), gain(EACH, { power: corruptedDefending })) })],
});
