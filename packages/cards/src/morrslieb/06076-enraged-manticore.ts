import { and, atLeast, constant, count, development, is, OPPONENT, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06076', {
  text: 'Creature. While it is attacking and the zone under attack holds at least 3 developments, it has +3 power.',
  abilities: [
    constant({
      if: and(is(SELF, { attacking: true }), atLeast(count(development({ controller: OPPONENT, zone: 'attacked' })), 3)),
      modify: { power: 3 },
    }),
  ],
});
