import { action, draw, played, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04002', {
  text: 'Building. Action, triggered each time you play a card from your hand facedown as a development: you draw 1 card.',
  abilities: [action({ when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }), effect: draw(YOU, 1) })],
});
