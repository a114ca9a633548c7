import { action, atLeast, corrupt, discard, drawsForQuestPhase, EVENT_PLAYER, handSizeOf, ifThen, OPPONENT, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const SEVEN_IN_HAND = atLeast(handSizeOf(EVENT_PLAYER), 7);

export default defineCard(import.meta.url, '03024', {
  text: "Creature. Quest. Action, usable once when an opponent draws his cards for his quest phase (first opportunity after): corrupt this unit to make him discard a card picked at random from his hand, provided he holds 7 or more cards (checked as it is used and as it resolves).",
  abilities: [
    action({
      zone: 'quest',
      when: drawsForQuestPhase(OPPONENT),
      canResolve: SEVEN_IN_HAND,
      cost: corrupt(SELF),
      effect: ifThen(SEVEN_IN_HAND, discard(EVENT_PLAYER, 1, { random: true })),
    }),
  ],
});
