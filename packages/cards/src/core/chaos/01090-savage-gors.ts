import { and, atLeast, constant, count, development, is, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01090', {
  text: 'Battlefield. While this unit attacks and you have at least 2 developments in your battlefield, it deals 2 extra combat damage.',
  abilities: [
    constant({
      zone: 'battlefield',
      if: and(is(SELF, { attacking: true }), atLeast(count(development({ controller: YOU, zone: 'battlefield' })), 2)),
      modify: { combatDamage: 2 },
    }),
  ],
});
