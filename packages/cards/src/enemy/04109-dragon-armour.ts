import { action, defends, draw, HOST, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04109', {
  text: "Attachment. Played onto a High Elf unit (either player's; it must stay a High Elf unit). Action, usable once right after the unit it is on is declared as a defender: you draw 1 card.",
  attach: { to: unit({ race: 'High Elf' }) },
  abilities: [action({ when: defends(HOST), effect: draw(YOU, 1) })],
});
