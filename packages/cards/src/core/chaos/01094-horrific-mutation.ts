import { constant, HOST, is, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01094', {
  text: 'Attachment. Mutation. Played onto a unit you control. While the attached unit is attacking, every defending unit has -1 hit points.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [constant({ if: is(HOST, { attacking: true }), affects: unit({ defending: true }), modify: { hitPoints: -1 } })],
});
