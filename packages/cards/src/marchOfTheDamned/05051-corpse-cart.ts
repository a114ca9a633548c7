import { action, discardDeckTop, spend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05051', {
  text: 'Undead. War Machine. Battlefield. Action: pay 1 resource: the two cards on top of your deck go to your discard pile.',
  abilities: [action({ zone: 'battlefield', cost: spend(1), effect: discardDeckTop(YOU, 2) })],
});
