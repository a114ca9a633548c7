import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01116', {
  text: "Warpstone. A unit of yours arriving in the zone holding this card is corrupt on arrival (one moved in from another zone becomes corrupted then: FAQ).",
  abilities: [constant({ rules: { enterCorrupted: true } })],
});
