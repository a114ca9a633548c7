import { action, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05005', {
  text: 'Action: one target attacking unit you control gets +3 power for the rest of the turn.',
  abilities: [action({ target: unit({ attacking: true, controller: YOU }), effect: gain(TARGET, { power: 3 }) })],
});
