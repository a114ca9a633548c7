import { addTokens, constant, dealsCombatDamage, forced, HOST, SELF, tokensOn, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04031', {
  text: 'Attachment. Condition. Played onto a target Orc unit (either player\'s; it must stay an Orc). The attached unit gets +1 power per resource token on this card. Forced: whenever the attached unit deals combat damage, add 1 resource token to this card.',
  attach: { to: unit({ race: 'Orc' }) },
  abilities: [
    constant({ affects: 'host', modify: { power: tokensOn(SELF) } }),
    forced({ when: dealsCombatDamage(HOST), effect: addTokens(SELF, 1) }),
  ],
});
