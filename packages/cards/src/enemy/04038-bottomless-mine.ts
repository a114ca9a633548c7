import { atLeast, constant, count, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04038', {
  text: 'Building. Limited. Kingdom. +2 power as long as at least 2 units of yours are in its zone.',
  abilities: [constant({ zone: 'kingdom', if: atLeast(count(unit({ controller: YOU, zone: 'this' })), 2), modify: { power: 2 } })],
});
