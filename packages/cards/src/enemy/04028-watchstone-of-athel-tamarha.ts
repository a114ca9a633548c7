import { action, anyCard, gainResources, played, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04028', {
  text: 'Building. Kingdom. Action, once each time you play a card with the Spell trait (at your first opportunity after): you gain 1 resource.',
  abilities: [action({ zone: 'kingdom', when: played(anyCard({ trait: 'Spell' }), { player: YOU, asDevelopment: false }), effect: gainResources(YOU, 1) })],
});
