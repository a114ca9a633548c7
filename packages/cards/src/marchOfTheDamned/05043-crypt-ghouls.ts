import { action, gainResources, leavesPlay, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05043', {
  text: 'Undead. Warrior. Action, usable once right after this unit leaves play (however it goes): the player who controlled it gains 2 resources.',
  abilities: [action({ when: leavesPlay(), effect: gainResources(YOU, 2) })],
});
