import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05021', {
  text: 'While this unit is in play, each deck\'s top card is face up for both players to see, and its controller may play his own deck\'s top card (a unit, support, quest, tactic, or a facedown development) just as if he held it in hand.',
  abilities: [constant({ revealsDeckTops: true, playsFromDeckTop: true })],
});
