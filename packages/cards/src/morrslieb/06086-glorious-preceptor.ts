import { action, draw, entersPlay, leavesPlay, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06086', {
  text: 'Knight. Action, once after it enters play and once after it leaves play (each at the first opportunity): you draw one card.',
  abilities: [
    action({ id: 'enters', when: entersPlay(), effect: draw(YOU, 1) }),
    action({ id: 'leaves', when: leavesPlay(), effect: draw(YOU, 1) }),
  ],
});
