import { constant, exists, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01061', {
  text: 'This unit has +2 power as long as one or more of the units you control (itself included) carry damage.',
  abilities: [constant({ if: exists(unit({ controller: YOU, damaged: true })), modify: { power: 2 } })],
});
