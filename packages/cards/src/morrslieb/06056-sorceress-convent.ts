import { action, anyCard, damage, entersDiscard, OPPONENT, section } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06056', {
  text: "Building. Triggered Action, once each time an opponent discards one or more cards from his hand (by any effect, cost or rule): that opponent's capital is dealt 1 damage in a section you pick.",
  abilities: [
    action({
      when: entersDiscard(anyCard({ owner: OPPONENT }), { from: 'hand', batch: true }),
      effect: damage(section({ whose: OPPONENT, label: 'section of his capital to take 1 damage' }), 1),
    }),
  ],
});
