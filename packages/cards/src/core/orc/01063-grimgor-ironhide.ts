import { anyCard, destroy, development, EACH, each, entersPlay, forced, support } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01063', {
  text: "Hero (one per zone). Forced: when this unit enters play, every support card and every development in the zone it entered, on both players' capitals, is destroyed.",
  // The hero limit is a rule of the engine. A development turned faceup does not enter play (FAQ), so nothing triggers then.
  abilities: [forced({ when: entersPlay(), effect: each(anyCard({ zone: 'corresponding', or: [support(), development()] }), destroy(EACH)) })],
});
