import { and, atLeast, constant, count, is, or, SELF, sum, unit, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** It attacks or defends, and the other side has more units in the combat than its own side. */
const OUTNUMBERED = and(
  or(is(SELF, { attacking: true }), is(SELF, { defending: true })),
  atLeast(count(unit({ controller: OPPONENT, inCombat: true })), sum(count(unit({ controller: YOU, inCombat: true })), 1)),
);

export default defineCard(import.meta.url, '04041', {
  text: 'Warrior. Toughness 1. While it attacks or defends and the opposing side has more units in that combat than its own side, it has +2 power.',
  abilities: [constant({ if: OUTNUMBERED, modify: { power: 2 } })],
});
