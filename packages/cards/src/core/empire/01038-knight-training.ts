import { all, constant, inZone, isUnit, yours } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01038', {
  text: 'Attachment. Goes onto a target unit you control in your battlefield; that unit gains 1 power.',
  attach: { host: all(isUnit, yours, inZone('battlefield')) },
  abilities: [constant({ affects: (ctx, id) => ctx.state.cards[ctx.self]!.attachedTo === id, power: 1 })],
});
