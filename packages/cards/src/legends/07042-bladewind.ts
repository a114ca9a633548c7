import { action, andThen, discard, draw, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07042', {
  text: 'Spell. Action: your opponent (the target opponent) picks a card of his hand and discards it; if he did, you draw 1 card.',
  abilities: [action({ effect: [discard(OPPONENT, 1), andThen(draw(YOU, 1))] })],
});
