import { developFromDeck, entersPlay, forced, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02107', {
  text: 'Warrior. Elite. Forced: when this unit enters play, the top card of your deck goes facedown into your battlefield as a development.',
  abilities: [forced({ when: entersPlay(), effect: developFromDeck(YOU, 1, 'battlefield') })],
});
