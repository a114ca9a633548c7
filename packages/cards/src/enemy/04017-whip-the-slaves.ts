import { action, choose, draw, sacrifice, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04017', {
  text: 'Action: sacrifice one of your units (the cost): you draw 2 cards.',
  abilities: [action({ cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit to sacrifice' })), effect: draw(YOU, 2) })],
});
