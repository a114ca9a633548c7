import { forced, gain, leavesPlay, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03029', {
  text: 'Warrior. Battlefield. Forced: as it leaves play from your battlefield, a target unit (any player\'s) has 2 fewer hit points for the rest of this turn.',
  abilities: [forced({ zone: 'battlefield', when: leavesPlay(), target: unit(), effect: gain(TARGET, { hitPoints: -2 }, 'turn') })],
});
