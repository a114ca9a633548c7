import { action, beginTurn, choose, OPPONENT, sacrifice, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07036', {
  text: 'Legend. Action: as your turn begins, your opponent sacrifices one of his units, which he picks.',
  abilities: [action({ when: beginTurn(YOU), effect: sacrifice(choose(unit({ controller: OPPONENT }), { by: OPPONENT, label: 'unit to sacrifice' })) })],
});
