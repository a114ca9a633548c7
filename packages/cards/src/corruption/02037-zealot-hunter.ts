import { destroy, entersPlay, forced, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02037', {
  text: "Witch Hunter. Forced (errata): as this unit enters play, one target unit whose race differs from that of its own controller's capital is destroyed (a card with no race, such as a facedown development made a unit, never qualifies).",
  abilities: [forced({ when: entersPlay(), target: unit({ notRaceOfCapital: true }), effect: destroy(TARGET) })],
});
