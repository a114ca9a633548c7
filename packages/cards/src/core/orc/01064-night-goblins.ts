import { attachment, destroy, entersPlay, forced, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01064', {
  text: "Forced: as this unit enters play, one target Attachment in the zone it entered (either player's capital) is destroyed; nothing happens when there is none.",
  abilities: [forced({ when: entersPlay(), target: attachment({ zone: 'corresponding' }), effect: destroy(TARGET) })],
});
