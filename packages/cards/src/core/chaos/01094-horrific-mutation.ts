import { constant, HOST, is, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01094', {
  text: 'Attachment. Mutation. Goes onto a unit you control. For as long as that unit is an attacker, each unit defending against it has 1 hit point fewer.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [constant({ if: is(HOST, { attacking: true }), affects: unit({ defending: true }), modify: { hitPoints: -1 } })],
});
