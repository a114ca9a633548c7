import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07031', {
  text: "Daemon. Damage assigned to any unit (either player's, in combat or not) is doubled as it is assigned; with several Bloodletters each adds the original amount once more (FAQ).",
  abilities: [constant({ rules: { doubleDamageToUnits: true } })],
});
