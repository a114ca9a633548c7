import { action, choose, development, draw, sacrifice, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04112', {
  text: 'Building. Kingdom. Action (no limit): as its cost, sacrifice one of your developments (from any of your zones): you draw 1 card.',
  abilities: [action({ zone: 'kingdom', cost: sacrifice(choose(development({ controller: YOU }))), effect: draw(YOU, 1) })],
});
