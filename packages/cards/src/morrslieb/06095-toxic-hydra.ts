import { action, EACH, each, entersPlay, gain, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06095', {
  text: "Creature. Triggered action, usable once as this unit enters play: for the rest of the turn, every unit in this unit's zone on either player's capital (the Hydra included) has -2 hit points.",
  abilities: [action({ when: entersPlay(), effect: each(unit({ zone: 'corresponding' }), gain(EACH, { hitPoints: -2 })) })],
});
