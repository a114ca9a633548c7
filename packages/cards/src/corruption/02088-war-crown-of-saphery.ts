import { addTokens, beginTurn, constant, forced, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02088', {
  text: 'Attachment. Relic. Played onto a High Elf unit (it must stay one), which has 1 more power for each resource token on this card. Forced: at the beginning of your turn, this card gets a resource token.',
  attach: { to: unit({ race: 'High Elf' }) },
  abilities: [
    constant({ affects: 'host', modify: { power: tokensOn(SELF) } }),
    forced({ when: beginTurn(YOU), effect: addTokens(SELF, 1) }),
  ],
});
