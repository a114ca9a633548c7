import { action, damageOn, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05004', {
  text: "Action: one target Slayer unit (either player's) gains Toughness equal to the damage on it as this resolves, until the end of the turn.",
  abilities: [action({ target: unit({ trait: 'Slayer' }), effect: gain(TARGET, { keywords: { toughness: damageOn(TARGET) } }) })],
});
