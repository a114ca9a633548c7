import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06062', {
  text: 'Building. Every unit you control carrying one or more Attachment support cards has Toughness 1 (in any zone).',
  abilities: [constant({ affects: unit({ controller: YOU, hasAttachment: true }), modify: { keywords: { toughness: 1 } } })],
});
