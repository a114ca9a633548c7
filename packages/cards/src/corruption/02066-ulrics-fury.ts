import { action, constant, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02066', {
  text: 'Action: for the rest of the turn, every unit of yours has Counterstrike 1 while it is defending (so units declared as defenders after this resolves strike as they are declared).',
  abilities: [action({ effect: startLasting('fury') })],
  lasting: { fury: { abilities: [constant({ affects: unit({ controller: YOU, defending: true }), modify: { keywords: { counterstrike: 1 } } })] } },
});
