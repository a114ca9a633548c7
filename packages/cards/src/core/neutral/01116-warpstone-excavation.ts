import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01116', {
  text: "Warpstone. Units you control enter this card's zone corrupted (a unit moved in becomes corrupted; FAQ).",
  abilities: [constant({ rules: { enterCorrupted: true } })],
});
