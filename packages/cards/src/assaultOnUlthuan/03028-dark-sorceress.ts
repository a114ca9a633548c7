import { constant, count, OPPONENT, times, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03028', {
  text: 'Sorcerer. Playing it costs 1 less per corrupted unit your opponent controls as you play it.',
  abilities: [constant({ rules: { cost: { self: true, change: times(-1, count(unit({ controller: OPPONENT, corrupt: true }))) } } })],
});
