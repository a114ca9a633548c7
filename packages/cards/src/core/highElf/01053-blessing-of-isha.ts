import { constant, isUnit } from '@invasion/engine/dsl';
import { restore } from '@invasion/engine';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01053', {
  text: 'Attachment. Attach to a target unit; when it attaches, restore that unit if it is corrupted. The attached unit cannot be corrupted.',
  attach: {
    host: isUnit,
    onAttach: (ctx, host) => {
      restore(ctx.state, host);
    },
  },
  abilities: [constant({ affects: (ctx, id) => ctx.state.cards[ctx.self]!.attachedTo === id, cannotBeCorrupted: true })],
});
