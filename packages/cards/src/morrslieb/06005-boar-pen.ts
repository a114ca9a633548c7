import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06005', {
  text: "Building. No unit, either player's, that sits in a zone holding no development may be declared as a defender.",
  abilities: [constant({ affects: unit({ inDevelopedZone: false }), modify: { cannotDefend: true } })],
});
