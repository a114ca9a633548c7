import { endTurn, forced, OPPONENT, SELF, takeControl, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02038', {
  text: "Warrior. Enters play only in the battlefield. Forced: at the end of your turn, your opponent gains control of this unit; it goes to the same zone of his capital (so it changes sides at the end of each of its controller's turns).",
  abilities: [forced({ when: endTurn(YOU), effect: takeControl(SELF, 'game', { player: OPPONENT }) })],
});
