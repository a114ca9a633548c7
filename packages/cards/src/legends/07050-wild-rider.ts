import { atLeast, constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07050', {
  text: 'Wood Elf. Warrior. Order only. While its zone (on your capital) holds at least five of your developments, it has +4 power.',
  abilities: [constant({ if: atLeast(count(development({ controller: YOU, zone: 'this' })), 5), modify: { power: 4 } })],
});
