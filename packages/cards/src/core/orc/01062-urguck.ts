import { constant, inPhase, and, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01062', {
  text: 'Limit one Hero per zone. In your capital phase, each damage token on this unit may be removed to pay 1 resource (you choose how you pay).',
  abilities: [constant({ if: and(YOUR_TURN, inPhase('capital')), rules: { damageAsResources: true } })],
});
