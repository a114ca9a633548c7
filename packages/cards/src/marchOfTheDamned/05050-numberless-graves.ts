import { action, draw, isDestroyed, OPPONENT, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05050', {
  text: 'Undead. Action, usable once right after a unit an opponent controls is destroyed: you draw one card, taken from the bottom of your deck.',
  abilities: [action({ when: isDestroyed(unit({ controller: OPPONENT })), effect: draw(YOU, 1, { bottom: true }) })],
});
