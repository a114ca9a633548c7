import { atLeast, constant, questTokenEachTurn, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03031', {
  text: 'Quest. While it holds at least 3 resource tokens, every unit you control (any zone) has +1 power. Quest. Forced: as each of your turns begins, this quest gains a resource token while a unit quests on it.',
  abilities: [
    constant({ id: 'power', zone: 'quest', if: atLeast(tokensOn(SELF), 3), affects: unit({ controller: YOU }), modify: { power: 1 } }),
    questTokenEachTurn(),
  ],
});
