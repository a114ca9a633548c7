import { action, developFromDeck, entersPlay, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04054', {
  text: 'Slave. Action, usable once right after this unit enters play: the top card of your deck goes facedown into this unit\'s zone as a development.',
  abilities: [action({ when: entersPlay(), effect: developFromDeck(YOU, 1, 'this') })],
});
