import { action, discard, leavesPlay, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04036', {
  text: 'Warrior. Action, usable once after this unit leaves play (by the player who controlled it, at his first opportunity): the opponent discards one card of his choice from his hand.',
  abilities: [action({ when: leavesPlay(), effect: discard(OPPONENT, 1) })],
});
