import { constant, support } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06002', {
  text: "Building. Every support card, either player's and this one included, that sits in a zone holding no development has a power of 0.",
  abilities: [constant({ affects: support({ inDevelopedZone: false }), modify: { losesAllPower: true } })],
});
