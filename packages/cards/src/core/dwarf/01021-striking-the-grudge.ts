import { action, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01021', {
  text: 'Action: a targeted unit that is attacking or defending gets two more power icons until the end of the turn.',
  abilities: [action({ target: unit({ inCombat: true }), effect: gain(TARGET, { power: 2 }) })],
});
