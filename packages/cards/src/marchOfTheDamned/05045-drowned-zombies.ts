import { action, development, entersPlay, gain, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05045', {
  text: 'Undead. Warrior. Necromancy. Action, usable once right after this unit enters play: for the rest of the turn one target development (either player\'s) is also a unit with 1 power and 2 hit points, while still counting as a development.',
  abilities: [action({ when: entersPlay(), target: development(), effect: gain(TARGET, { becomesUnit: { power: 1, hitPoints: 2 } }) })],
});
