import { constant, count, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07043', {
  text: "Lizardmen. Order only. This unit has +1 power for every other Lizardmen unit in its zone of its controller's capital.",
  abilities: [constant({ modify: { power: count(unit({ zone: 'this', trait: 'Lizardmen', not: SELF })) } })],
});
