import { beginTurn, forced, heal, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04089', {
  text: 'Forced: as each of your turns begins, every damage token on this unit is removed.',
  abilities: [forced({ when: beginTurn(), effect: heal(SELF, 'all') })],
});
