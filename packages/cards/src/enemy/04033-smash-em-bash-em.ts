import { action, gain, questTokenEachTurn, removeTokensFrom, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04033', {
  text: "Quest. Action: take 1 resource token off this quest (the cost): one target unit in either player's battlefield gets +1 power for the rest of this turn. Quest. Forced: as each of your turns begins, this card gets a resource token if a unit quests on it.",
  abilities: [
    action({ zone: 'quest', target: unit({ zone: 'battlefield' }), cost: removeTokensFrom(SELF, 1), effect: gain(TARGET, { power: 1 }) }),
    questTokenEachTurn(),
  ],
});
