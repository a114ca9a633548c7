import { action, draw, entersPlay, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06104', {
  text: 'Triggered action, each time a unit with a printed cost of 4 or more enters play under your control: you draw 1 card.',
  abilities: [action({ when: entersPlay(unit({ controller: YOU, printedCost: { min: 4 } })), effect: draw(YOU, 1) })],
});
