import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06007', {
  text: "Building. Every unit, either player's, that sits in a zone holding no development has a power of 0.",
  abilities: [constant({ affects: unit({ inDevelopedZone: false }), modify: { losesAllPower: true } })],
});
