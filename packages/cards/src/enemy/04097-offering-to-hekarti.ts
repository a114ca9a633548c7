import { action, addTokens, chooseNumber, chosenNumber, entersDiscard, forced, gain, ifThen, OPPONENT, QUESTING, removeTokensFrom, SELF, TARGET, times, tokensOn, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04097', {
  text: 'Quest. Action: remove X of the resource tokens here (the cost; you pick X): one target unit has X fewer hit points for the rest of this turn. Quest. Forced: whenever a unit card goes from play to an opponent\'s discard pile, add 1 resource token here if a unit quests here.',
  abilities: [
    action({
      zone: 'quest',
      targets: [unit(), chooseNumber(1, tokensOn(SELF), { name: 'x', targeting: false, label: 'X: resource tokens to remove' })],
      cost: removeTokensFrom(SELF, chosenNumber('x')),
      effect: gain(TARGET, { hitPoints: times(chosenNumber('x'), -1) }),
    }),
    // From play: it left one of the zones (a printed unit card, whatever it was in play: FAQ).
    forced({
      zone: 'quest',
      when: entersDiscard(unit({ owner: OPPONENT, zone: ['kingdom', 'quest', 'battlefield'] })),
      effect: ifThen(QUESTING, addTokens(SELF, 1)),
    }),
  ],
});
