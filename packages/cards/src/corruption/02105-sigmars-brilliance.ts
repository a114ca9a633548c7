import { addLastingEffect, defOf, heroConflict, newUse, startResolution } from '@invasion/engine';
import { action, chooseCard, chooseZone, either, forced, isSupport, isUnit, moveCard, picked, pickedSection, yours, ZONE_LIST, type Ctx } from '@invasion/engine/dsl';
import type { ZoneName } from '@invasion/engine';
import { defineCard } from '../define.js';

/** Cards already moved by this play (each moves once). */
const MOVED = '02105:moved';

function moved(ctx: Ctx, id: number): boolean {
  return ctx.state.effects.some((e) => e.effect === MOVED && e.card === id && e.source === ctx.self);
}

/** Another of your own zones (FAQ: never an opponent's) that the card may be in. */
function canGo(ctx: Ctx, id: number, zone: ZoneName): boolean {
  const c = ctx.state.cards[id]!;
  const d = defOf(c);
  if (c.loc === zone || (d.entry && d.entry !== zone)) return false;
  return !isUnit(ctx, id) || heroConflict(ctx.state, ctx.player, d, zone) === null;
}

/** Your units and support cards (attachments move with their hosts) not moved yet, with somewhere to go. */
function movable(ctx: Ctx, id: number): boolean {
  const c = ctx.state.cards[id]!;
  if (!either(isUnit, isSupport)(ctx, id) || !yours(ctx, id) || c.attachedTo >= 0 || moved(ctx, id)) return false;
  return ZONE_LIST.some((z) => canGo(ctx, id, z));
}

function newZone(ctx: Ctx, zone: ZoneName): boolean {
  const id = picked(ctx, 0);
  return id >= 0 && canGo(ctx, id, zone);
}

function moveOne(ctx: Ctx): void {
  const id = picked(ctx, 0);
  const zone = pickedSection(ctx, 1)?.zone;
  if (id < 0 || !zone) return;
  moveCard(ctx, id, zone);
  addLastingEffect(ctx.state, { effect: MOVED, controller: ctx.player, source: ctx.self, card: id, amount: 0, until: 'turn' });
  startResolution(ctx.state, newUse(ctx.self, 1, ctx.player));
}

export default defineCard(import.meta.url, '02105', {
  text: 'Epic Spell. Action: rearrange your units and support cards: move any number of them, one after the other, each into another of your own zones.',
  abilities: [
    action({ effect: (ctx) => startResolution(ctx.state, newUse(ctx.self, 1, ctx.player)) }),
    // One move at a time (resolved right after the play and after each move, never by an event).
    forced({
      on: -1 as never,
      when: () => false,
      choices: [
        chooseCard('unit or support to move (pass when done)', movable, { min: 0 }),
        chooseZone('its new zone', (ctx, p, z) => p === ctx.player && newZone(ctx, z), { ifNone: 'continue' }),
      ],
      effect: moveOne,
    }),
  ],
});
