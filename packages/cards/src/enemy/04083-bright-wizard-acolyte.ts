import { damage, endTurn, forced, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04083', {
  text: 'Mage. Forced: as each of your turns ends, this unit is dealt 1 damage that cannot be cancelled.',
  abilities: [forced({ when: endTurn(YOU), effect: damage(SELF, 1, { uncancellable: true }) })],
});
