import { beginTurn, developFromDeck, forced, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01040', {
  text: "Building. Forced: as your turn begins, the top card of your deck goes facedown into this card's zone as a development.",
  abilities: [forced({ when: beginTurn(YOU), effect: developFromDeck(YOU, 1, 'this') })],
});
