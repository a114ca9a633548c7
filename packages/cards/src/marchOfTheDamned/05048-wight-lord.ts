import { action, destroy, entersPlay, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05048', {
  text: 'Undead. Warrior. Necromancy. Action, usable once right after this unit enters play: destroy one target unit in the zone of the same name as this unit\'s, on either capital.',
  abilities: [action({ when: entersPlay(), target: unit({ zone: 'corresponding' }), effect: destroy(TARGET) })],
});
