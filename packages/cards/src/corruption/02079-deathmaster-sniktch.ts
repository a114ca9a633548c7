import { action, anyCard, corrupt, count, destroy, minus, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Skaven cards in play, both players' (facedown cards have no traits). */
const skavenInPlay = count(anyCard({ trait: 'Skaven' }));

export default defineCard(import.meta.url, '02079', {
  text: 'Hero (at most one per zone). Skaven. Action (errata): corrupt this unit as the cost to destroy one target unit whose hit points are fewer than the Skaven cards in play (checked again as it resolves: FAQ).',
  abilities: [action({ cost: corrupt(SELF), target: unit({ hitPoints: { max: minus(skavenInPlay, 1) } }), effect: destroy(TARGET) })],
});
