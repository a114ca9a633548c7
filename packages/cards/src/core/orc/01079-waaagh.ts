import { action, EACH, each, exists, gain, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01079', {
  text: 'Action: for the rest of the turn, every unit attacking as this resolves has +2 power (not playable while no unit attacks).',
  abilities: [action({ canResolve: exists(unit({ attacking: true })), effect: each(unit({ attacking: true }), gain(EACH, { power: 2 })) })],
});
