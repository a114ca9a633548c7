import { developFromDeck, entersPlay, forced, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02107', {
  text: "Warrior. Elite. Forced: as this unit comes into play, your deck's top card is placed facedown in your battlefield, a development there.",
  abilities: [forced({ when: entersPlay(), effect: developFromDeck(YOU, 1, 'battlefield') })],
});
