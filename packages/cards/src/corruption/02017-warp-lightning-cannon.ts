import { constant, corrupt, inCombat, isUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function isHost(ctx: Ctx, id: number): boolean {
  return ctx.state.cards[ctx.self]!.attachedTo === id;
}

export default defineCard(import.meta.url, '02017', {
  text: 'Attachment. Play onto any unit; that unit becomes corrupted (nothing happens to one already corrupt). The attached unit gets +3 power while it is attacking or defending.',
  attach: {
    host: isUnit,
    // FAQ: legal on an already corrupt unit; the corruption part then simply does nothing.
    onAttach: (ctx, host) => void corrupt(ctx, host),
  },
  abilities: [constant({ affects: (ctx, id) => isHost(ctx, id) && inCombat(ctx, id), power: 3 })],
});
