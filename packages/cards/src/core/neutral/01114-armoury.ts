import { atLeast, constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01114', {
  text: 'Building. Limited. Kingdom. +1 power as long as 2 or more of your developments share its zone.',
  abilities: [constant({ zone: 'kingdom', if: atLeast(count(development({ controller: YOU, zone: 'this' })), 2), modify: { power: 1 } })],
});
