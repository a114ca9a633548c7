import { anyCard, constant, count, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02041', {
  text: 'Hero (at most one Hero in each zone). It has +1 power for every card attached to it (attachments and experience alike).',
  abilities: [constant({ modify: { power: count(anyCard({ attachedTo: SELF })) } })],
});
