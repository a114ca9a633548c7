import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02074', {
  text: 'Siege. Kingdom: damage that a tactic you play deals to its targets is 1 greater for each of them (cards it damages without targeting them get nothing more).',
  abilities: [constant({ zone: 'kingdom', rules: { tacticDamageBonus: 1 } })],
});
