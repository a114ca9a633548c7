import { action, gain, printedPowerOf, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07045', {
  text: 'Lizardmen. Order only. Action: until the end of the turn (errata), one target unit you control has Savage X, X being that unit\'s printed power.',
  abilities: [action({ target: unit({ controller: YOU }), effect: gain(TARGET, { keywords: { savage: printedPowerOf(TARGET) } }) })],
});
