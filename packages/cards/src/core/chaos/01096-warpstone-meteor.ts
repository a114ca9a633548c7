import { all, atBeginningOfYourTurn, chooseCard, corrupt, damageCapital, forced, inCorrespondingZone, isSection, isUnit, opponentOf, pickedSection, picked, corruptible, unburnedSection, type CardTest, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId } from '@invasion/engine';
import { defineCard } from '../../define.js';

/**
 * Each player picks one of his own uncorrupted units in this corresponding zone (to corrupt) or one
 * of his own unburned capital sections (to take 1 damage). FAQ "The Word Or": only an option he can
 * carry out completely, so already corrupted units are not offered.
 */
function corruptOrBleed(by: 'controller' | 'opponent') {
  const whose = (ctx: Ctx): PlayerId => (by === 'controller' ? ctx.player : opponentOf(ctx));
  const ownUnit: CardTest = (ctx, id) => ctx.state.cards[id]!.controller === whose(ctx);
  return chooseCard('your unit to corrupt, or your capital section to damage', all(isUnit, ownUnit, inCorrespondingZone, corruptible), {
    by,
    sections: (ctx, p, z) => p === whose(ctx) && unburnedSection(ctx, p, z),
  });
}

function resolveEach(ctx: Ctx): void {
  for (const i of [0, 1]) {
    const v = picked(ctx, i);
    if (v === -1) continue;
    if (isSection(v)) {
      const s = pickedSection(ctx, i)!;
      damageCapital(ctx, s.player, s.zone, 1);
    } else corrupt(ctx, v);
  }
}

export default defineCard(import.meta.url, '01096', {
  text: 'Warpstone. Forced: at the beginning of your turn, each player either corrupts one of his units in the corresponding zone or deals 1 damage to his own capital (he chooses the section).',
  abilities: [forced({ ...atBeginningOfYourTurn, choices: [corruptOrBleed('controller'), corruptOrBleed('opponent')], effect: resolveEach })],
});
