import { damage, endTurn, forced, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01032', {
  text: 'Hero (at most one per zone). Forced: as each of your turns ends, deal 1 damage to this unit.',
  abilities: [forced({ when: endTurn(YOU), effect: damage(SELF, 1) })],
});
