import { draw, forced, leavesPlay, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03023', {
  text: 'Forced: as this unit leaves play (however it goes), the player who controlled it draws 1 card.',
  abilities: [forced({ when: leavesPlay(), effect: draw(YOU, 1) })],
});
