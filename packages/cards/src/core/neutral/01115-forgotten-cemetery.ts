import { atLeast, constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01115', {
  text: 'Building. Limited. Quest. This card has +1 power while you have two or more developments in this zone.',
  abilities: [constant({ zone: 'quest', if: atLeast(count(development({ controller: YOU, zone: 'this' })), 2), modify: { power: 1 } })],
});
