import { action, developFromDeck, entersPlay, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04023', {
  text: 'Building. Action, usable once after this card enters play: the top 2 cards of your deck become facedown developments in the zone this card is in.',
  abilities: [action({ when: entersPlay(), effect: developFromDeck(YOU, 2, 'this') })],
});
