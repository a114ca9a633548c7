import { action, draw, isDestroyed, OPPONENT, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04080', {
  text: 'Warrior. Order only. Action, usable once each time a unit an opponent controls is destroyed, at your first opportunity after: draw 1 card.',
  abilities: [action({ when: isDestroyed(unit({ controller: OPPONENT })), effect: draw(YOU, 1) })],
});
