import { constant, count, is, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06040', {
  text: 'Skaven. Destruction only. As long as it is attacking, this unit has +1 power per corrupted Skaven unit under your control (itself included when corrupted).',
  abilities: [constant({ if: is(SELF, { attacking: true }), modify: { power: count(unit({ controller: YOU, trait: 'Skaven', corrupt: true })) } })],
});
