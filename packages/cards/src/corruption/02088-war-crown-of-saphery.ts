import { addTokens, beginTurn, constant, forced, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02088', {
  text: 'Attachment. Relic. Goes on a High Elf unit (which must remain one); that unit gets +1 power per resource token lying on this attachment. Forced: as each of your turns begins, add a resource token here.',
  attach: { to: unit({ race: 'High Elf' }) },
  abilities: [
    constant({ affects: 'host', modify: { power: tokensOn(SELF) } }),
    forced({ when: beginTurn(YOU), effect: addTokens(SELF, 1) }),
  ],
});
