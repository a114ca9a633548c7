import { and, atLeast, constant, count, is, or, SELF, sum, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const attackers = count(unit({ attacking: true }));
const defenders = count(unit({ defending: true }));

/** In combat, with more units on the other side than on its own. */
const outnumbered = or(
  and(is(SELF, { attacking: true }), atLeast(defenders, sum(attackers, 1))),
  and(is(SELF, { defending: true }), atLeast(attackers, sum(defenders, 1))),
);

export default defineCard(import.meta.url, '04104', {
  text: 'While this unit attacks or defends and the other side of the combat has more units in it than its own side, it has 1 more power.',
  abilities: [constant({ if: outnumbered, modify: { power: 1 } })],
});
