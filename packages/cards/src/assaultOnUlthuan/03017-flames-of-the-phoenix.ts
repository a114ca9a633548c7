import { action, each, exists, returnToHand, unit, EACH, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03017', {
  text: 'Spell. Play only in your own turn. Action: every unit in play, yours and your opponent\'s, goes back to the hand of the player who owns it (none is targeted; its attachments go to the discard pile and its tokens and damage are removed).',
  abilities: [action({ if: YOUR_TURN, canResolve: exists(unit()), effect: each(unit(), returnToHand(EACH)) })],
});
