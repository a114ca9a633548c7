import { all, constant, inZone, isUnit, yours } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01069', {
  text: 'Attachment. Play onto a unit in your battlefield. The attached unit gets +2 power.',
  attach: { host: all(isUnit, yours, inZone('battlefield')) },
  abilities: [constant({ affects: (ctx, id) => ctx.state.cards[ctx.self]!.attachedTo === id, power: 2 })],
});
