import { action, developFromDeck, leavesPlay, OPPONENT, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07049', {
  text: "Wood Elf. Warrior. Order only. Triggered action, once each time one or more of your opponent's units leave play together: your deck's top card goes facedown into this unit's zone as a development.",
  abilities: [action({ when: leavesPlay(unit({ controller: OPPONENT }), { batch: true }), effect: developFromDeck(YOU, 1, 'this') })],
});
