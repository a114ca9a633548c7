import { developFromDeck, entersPlay, forced, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01009', {
  text: "Forced: when this unit enters play, the top card of its controller's deck goes facedown into the zone it entered, as a development.",
  abilities: [forced({ when: entersPlay(), effect: developFromDeck(YOU, 1, 'this') })],
});
