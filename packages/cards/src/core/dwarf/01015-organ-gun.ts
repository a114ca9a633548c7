import { constant, defending, isUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01015', {
  text: 'Attachment. Attach to one target unit. While defending, the attached unit gets +2 power.',
  attach: { host: isUnit },
  abilities: [
    constant({
      affects: (ctx, id) => ctx.state.cards[ctx.self]!.attachedTo === id && defending(ctx, id),
      power: 2,
    }),
  ],
});
