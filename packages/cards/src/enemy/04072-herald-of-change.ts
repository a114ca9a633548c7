import { constant, is, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04072', {
  text: 'Cultist. While this unit is defending, it has 2 more hit points.',
  abilities: [constant({ if: is(SELF, { defending: true }), modify: { hitPoints: 2 } })],
});
