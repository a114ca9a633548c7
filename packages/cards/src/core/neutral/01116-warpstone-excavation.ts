import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01116', {
  text: 'Units you control enter the zone this card is in already corrupted.',
  abilities: [constant({ enterCorrupted: true })],
});
