import { action, beginTurn, EACH, each, restore, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02055', {
  text: 'Skaven. Triggered Action (errata): as your turn begins, every Skaven unit in play is restored (each copy once, at your first opportunity in the next action window).',
  abilities: [action({ when: beginTurn(YOU), effect: each(unit({ trait: 'Skaven' }), restore(EACH)) })],
});
