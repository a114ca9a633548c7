import { action, draw, entersPlay, gainResources, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04005', {
  text: 'Building. Kingdom. Action, triggered as this card enters play: you gain 1 resource. Quest. Action, triggered as this card enters play: you draw 1 card.',
  abilities: [
    action({ id: 'resource', zone: 'kingdom', when: entersPlay(), effect: gainResources(YOU, 1) }),
    action({ id: 'draw', zone: 'quest', when: entersPlay(), effect: draw(YOU, 1) }),
  ],
});
