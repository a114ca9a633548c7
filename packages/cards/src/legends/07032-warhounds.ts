import { action, andThen, anyCard, choice, chooseOne, chosen, damage, entersPlay, fromHand, reveal, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07032', {
  text: 'Creature. Action, usable once right after this unit enters play: one target unit in the zone matching this unit\'s (on either capital) is dealt 2 damage, provided you show both players a Chaos unit or legend card from your hand as it resolves.',
  abilities: [
    action({
      when: entersPlay(),
      target: unit({ zone: 'corresponding' }),
      effect: [
        // Always asked, whatever the hand holds: the opponent must not learn from a missing question
        // that no Chaos unit or legend is in it.
        chooseOne([
          {
            label: 'reveal a Chaos unit or legend from your hand',
            do: [
              choice('shown', fromHand(anyCard({ type: ['unit', 'legend'], race: 'Chaos' }), { label: 'Chaos unit or legend to reveal' })),
              reveal(chosen('shown')),
              andThen(damage(TARGET, 2)),
            ],
          },
          { label: 'reveal nothing (no damage)', do: [] },
        ]),
      ],
    }),
  ],
});
