import { action, developFromDeck, leavesPlay, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06059', {
  text: "Wood Elf. Location. Order only. Triggered action, once each time a Wood Elf unit under your control leaves play: your deck's top card goes facedown into this card's zone as a development.",
  abilities: [action({ when: leavesPlay(unit({ controller: YOU, race: 'Wood Elf' })), effect: developFromDeck(YOU, 1, 'this') })],
});
