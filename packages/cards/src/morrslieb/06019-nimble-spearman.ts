import { action, developFromDeck, entersPlay, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06019', {
  text: "Wood Elf. Order only. Triggered action, once as this unit enters play: your deck's top card goes facedown into this unit's zone as a development.",
  abilities: [action({ when: entersPlay(), effect: developFromDeck(YOU, 1, 'this') })],
});
