import { beginPhase, choice, choose, may, move, rules, TARGET, unit, YOU, zoneFor, ZONES, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** A unit with another zone of its controller's to go to (not a Hero with a Hero of his in each other zone). */
const movable = (ctx: Ctx, id: number): boolean => ZONES.some((z) => rules.canMoveTo(ctx.state, [id], ctx.state.cards[id]!.controller, z));

export default defineCard(import.meta.url, '01042', {
  text: 'Building. Kingdom. As your kingdom phase begins, you may pick a unit you control (not a target) that has somewhere to go and move it into another of your zones.',
  abilities: [
    may({
      zone: 'kingdom',
      when: beginPhase('kingdom', YOU),
      target: choose(unit({ controller: YOU, where: movable }), { label: 'unit to move (pass: none)' }),
      effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
