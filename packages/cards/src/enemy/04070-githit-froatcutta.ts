import { constant, count, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04070', {
  text: 'Hero (at most one per zone). Goblin. This unit has +1 power for each damaged unit you control, itself included.',
  abilities: [constant({ modify: { power: count(unit({ controller: YOU, damaged: true })) } })],
});
