import { addTokens, anyCard, constant, entersDiscard, forced, ifThen, QUESTING, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04105', {
  text: 'Quest. Its resource tokens can pay, like resources of your pool, for cards you play from your hand. Quest. Forced: whenever a Dwarf unit goes from play to your discard pile, this quest gains 1 resource token if a unit quests on it.',
  abilities: [
    constant({ id: 'spendTokens', zone: 'quest', rules: { tokensAsResources: { for: anyCard() } } }),
    // From play: it left one of the three zones (matched as it last was there: a Dwarf unit).
    forced({
      zone: 'quest',
      when: entersDiscard(unit({ owner: YOU, race: 'Dwarf', zone: ['kingdom', 'quest', 'battlefield'] })),
      effect: ifThen(QUESTING, addTokens(SELF, 1)),
    }),
  ],
});
