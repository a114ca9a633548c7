import { atLeast, constant, count, development, support, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02020', {
  text: 'Building. Kingdom. As long as you have at least 2 developments in the zone this card is in, Attachment cards you play cost you 1 less (a 0 cost stays 0; loyalty is not part of the cost).',
  abilities: [
    constant({
      zone: 'kingdom',
      if: atLeast(count(development({ controller: YOU, zone: 'this' })), 2),
      rules: { cost: { of: support({ trait: 'Attachment' }), change: -1 } },
    }),
  ],
});
