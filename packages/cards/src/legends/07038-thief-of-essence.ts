import { action, draw, leavesPlay, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07038', {
  text: 'Thief. Action: when one or more units (either player\'s) leave play, you draw a card — once for units leaving together.',
  abilities: [action({ when: leavesPlay(unit(), { batch: true }), effect: draw(YOU, 1) })],
});
