import { action, entersPlay, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05026', {
  text: "Warrior. Action, usable once right after this unit enters play: one target unit (either player's, this one included) has 2 fewer hit points until the end of the turn.",
  abilities: [action({ when: entersPlay(), target: unit(), effect: gain(TARGET, { hitPoints: -2 }) })],
});
