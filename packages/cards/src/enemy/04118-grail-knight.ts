import { constant, exists, ifElse, quest, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04118', {
  text: 'Bretonnian. Knight. Order decks only. Costs 2 less to play while you control a quest card in play.',
  abilities: [constant({ rules: { cost: { self: true, change: ifElse(exists(quest({ controller: YOU })), -2, 0) } } })],
});
