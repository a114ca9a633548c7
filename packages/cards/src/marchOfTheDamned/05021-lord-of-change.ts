import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05021', {
  text: 'While this unit is in play every deck is played with its top card face up for both players, and you may play the top card of your own deck just as if it were in your hand.',
  abilities: [constant({ rules: { revealDeckTops: true, playDeckTop: true } })],
});
