import { endTurn, forced, OPPONENT, SELF, takeControl, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02038', {
  text: "Warrior. Enters play only in the battlefield. Forced: when your turn ends, control of this unit passes to your opponent; it goes to the same zone of his capital (so it changes sides as each of its controller's turns ends).",
  abilities: [forced({ when: endTurn(YOU), effect: takeControl(SELF, 'game', { player: OPPONENT }) })],
});
