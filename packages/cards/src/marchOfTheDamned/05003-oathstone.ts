import { draw, HOST, isDestroyed, unit, whenever, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05003', {
  text: 'Attachment. Rune. Played onto a unit you control (it must stay yours). When the attached unit is destroyed (not sacrificed or returned), you draw 4 cards.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [whenever({ when: isDestroyed(HOST), effect: draw(YOU, 4) })],
});
