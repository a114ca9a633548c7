import { decodeSection, isUnit, questTokenEachTurn, redirectDamage, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId, ZoneName } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Any unit, or any unburned capital section other than the one the damage was headed for. */
function otherUnitOrSection(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  return !ctx.state.players[p].zones[zone].burning && !(p === ctx.player && zone === ctx.use.zone);
}

export default defineCard(import.meta.url, '01043', {
  text: 'Quest. While this quest has 3 or more resource tokens, the first 1 damage that would be dealt to your capital each turn is redirected to another target unit or capital section. Quest. Forced: when your turn begins, it gains 1 resource token if a unit is questing on it.',
  abilities: [
    ...redirectDamage({
      zone: 'quest',
      active: (ctx) => ctx.state.cards[ctx.self]!.tokens >= 3,
      applies: (ctx, target) => target <= -2 && decodeSection(target).player === ctx.player,
      oncePerTurn: true,
      to: { label: 'unit or capital section to take the redirected damage', cards: isUnit, sections: otherUnitOrSection },
    }),
    questTokenEachTurn(),
  ],
});
