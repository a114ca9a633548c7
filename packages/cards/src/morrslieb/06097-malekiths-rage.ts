import { action, gain, questTokenOnDevelopment, removeTokensFrom, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06097', {
  text: "Triggered action, each time you put a card from your hand into play as a development: if a unit is questing on this quest when it resolves, it gains 1 resource token. Action: remove 2 resource tokens from it (the cost): one target unit (either player's) has 1 less hit point for the rest of the turn.",
  abilities: [
    questTokenOnDevelopment(),
    action({ cost: removeTokensFrom(SELF, 2), target: unit(), effect: gain(TARGET, { hitPoints: -1 }) }),
  ],
});
