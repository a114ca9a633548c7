import { action, damage, entersPlay, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05031', {
  text: "Lizardmen. Order only. Action, usable once right after this unit enters play: one target unit (either player's) is dealt 1 damage that cannot be cancelled.",
  abilities: [action({ when: entersPlay(), target: unit(), effect: damage(TARGET, 1, { uncancellable: true }) })],
});
