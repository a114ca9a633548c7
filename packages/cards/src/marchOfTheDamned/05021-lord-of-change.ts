import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05021', {
  text: 'While this unit is in play every deck\'s top card is face up for both players to see, and its controller may play his own deck\'s top card as he would a card from his hand.',
  abilities: [constant({ rules: { revealDeckTops: true, playDeckTop: true } })],
});
