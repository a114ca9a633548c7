import { action, anyCard, damage, entersDiscard, OPPONENT, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04037', {
  text: "Elite. Warrior. Action, once each time one or more cards go from the opponent's hand to his discard pile (at your first opportunity after): one target unit, either player's, is dealt 1 damage.",
  abilities: [action({ when: entersDiscard(anyCard({ owner: OPPONENT }), { from: 'hand', batch: true }), target: unit(), effect: damage(TARGET, 1) })],
});
