import { corrupt, entersPlay, forced, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01083', {
  text: 'Forced: as this unit enters play, one target unit (this one included) in the zone of the same name on either capital becomes corrupted.',
  abilities: [forced({ when: entersPlay(), target: unit({ zone: 'corresponding', corruptible: true }), effect: corrupt(TARGET) })],
});
