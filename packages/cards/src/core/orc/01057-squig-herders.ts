import { constant, exists, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01057', {
  text: 'This unit has +1 power as long as one or more of the units you control (itself included) carry damage.',
  abilities: [constant({ if: exists(unit({ controller: YOU, damaged: true })), modify: { power: 1 } })],
});
