import { draw, forced, isDealtDamage, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01051', {
  text: 'Forced: whenever damage is actually placed on this unit (after cancellation), its controller draws one card.',
  abilities: [forced({ when: isDealtDamage(), effect: draw(YOU, 1) })],
});
