import { action, anyCard, damage, entersDiscard, OPPONENT, section } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06056', {
  text: "Building. Triggered Action, once each time cards leave the opponent's hand for his discard pile (one or several together, by any effect, cost or rule): 1 damage to a section of his capital chosen by you.",
  abilities: [
    action({
      when: entersDiscard(anyCard({ owner: OPPONENT }), { from: 'hand', batch: true }),
      effect: damage(section({ whose: OPPONENT, label: 'section of his capital to take 1 damage' }), 1),
    }),
  ],
});
