import { gain, HOST, isHealed, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02068', {
  text: 'Attachment. Spell. Played onto a target unit (either player\'s). Each time any unit is healed, the attached unit gets +1 power for the rest of the turn (once per unit healed).',
  attach: { to: unit() },
  abilities: [whenever({ when: isHealed(unit()), effect: gain(HOST, { power: 1 }) })],
});
