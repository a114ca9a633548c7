import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01007', {
  text: 'Limit one Hero per zone. Toughness 2. An opponent must pay 3 extra resources for each effect with which he targets this unit.',
  abilities: [
    // Toughness 2 is a printed keyword in the catalogue; the hero limit is a rule of the engine.
    constant({ targetTax: (ctx, target, targeting) => (target === ctx.self && targeting !== ctx.player ? 3 : 0) }),
  ],
});
