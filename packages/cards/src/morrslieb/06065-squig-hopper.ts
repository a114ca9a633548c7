import { constant, exists, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06065', {
  text: 'Goblin. Warrior. It has +1 power while some other Goblin unit is under your control (in any zone).',
  abilities: [constant({ if: exists(unit({ controller: YOU, trait: 'Goblin', not: SELF })), modify: { power: 1 } })],
});
