import { constant, is, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02008', {
  text: 'Cavalry. Battlefield: while this unit is attacking it has +2 power.',
  abilities: [constant({ zone: 'battlefield', if: is(SELF, { attacking: true }), modify: { power: 2 } })],
});
