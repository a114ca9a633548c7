import { action, entersPlay, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05017', {
  text: 'Action, usable once after this unit enters play: one target unit (this one may be it) gets +1 power until the end of the turn.',
  abilities: [action({ when: entersPlay(), target: unit(), effect: gain(TARGET, { power: 1 }) })],
});
