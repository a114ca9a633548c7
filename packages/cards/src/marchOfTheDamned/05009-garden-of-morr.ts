import { addTokens, constant, forced, isDestroyed, SELF, tokensOn, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05009', {
  text: 'Gets +1 power per resource token on it. Forced: each time units are destroyed, add 1 resource token here, once for all the units destroyed together (nothing once this card has left play). (Errata: Forced, not an Action.)',
  abilities: [
    constant({ modify: { power: tokensOn(SELF) } }),
    forced({ when: isDestroyed(unit(), { batch: true }), effect: addTokens(SELF, 1) }),
  ],
});
