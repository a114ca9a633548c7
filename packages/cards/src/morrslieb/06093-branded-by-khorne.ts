import { destroy, HOST, ifThen, is, isDealtDamage, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06093', {
  text: 'Attachment. Played onto a target unit of either player. Whenever that unit has damage on it, it is destroyed: as damage is dealt to it, or at once when the Brand goes onto a unit that already has some.',
  attach: { to: unit(), onAttach: ifThen(is(HOST, { damaged: true }), destroy(HOST)) },
  abilities: [whenever({ when: isDealtDamage(HOST), effect: ifThen(is(HOST, { damaged: true }), destroy(HOST)) })],
});
