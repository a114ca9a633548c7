import { constant, count, SELF, support } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06022', {
  text: 'Ranger. +1 power for every Attachment support card on it (facedown experience is no such card).',
  abilities: [constant({ modify: { power: count(support({ trait: 'Attachment', attachedTo: SELF })) } })],
});
