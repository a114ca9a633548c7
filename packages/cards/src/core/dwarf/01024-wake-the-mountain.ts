import { action, chooseOne, developFromDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01024', {
  text: 'Action: pick your kingdom or your battlefield; the three top cards of your deck all go facedown into that one zone as developments.',
  abilities: [
    action({
      effect: chooseOne([
        { label: 'the three developments go into your kingdom', do: developFromDeck(YOU, 3, 'kingdom') },
        { label: 'the three developments go into your battlefield', do: developFromDeck(YOU, 3, 'battlefield') },
      ]),
    }),
  ],
});
