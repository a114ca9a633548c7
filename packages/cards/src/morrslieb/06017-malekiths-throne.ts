import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06017', {
  text: "Building. Every unit, either player's, that sits in a zone holding no development has 1 fewer hit point.",
  abilities: [constant({ affects: unit({ inDevelopedZone: false }), modify: { hitPoints: -1 } })],
});
