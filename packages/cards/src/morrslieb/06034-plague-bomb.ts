import { action, dealDamage, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit not already chosen for an earlier hit of this card. */
function notChosenBefore(before: number) {
  return (ctx: Ctx, id: number): boolean => {
    for (let i = 0; i < before; i++) if (picked(ctx, i) === id) return false;
    return true;
  };
}

/** Hits the three targets for 1, 2 and 3 damage (a target no longer valid is skipped). */
function bomb(ctx: Ctx): void {
  for (let i = 0; i < 3; i++) dealDamage(ctx, picked(ctx, i), i + 1);
}

export default defineCard(import.meta.url, '06034', {
  text: 'Spell. Disease. Action: choose three different target units: deal 1 damage to the first, 2 to the second and 3 to the third. All three targets are needed to play it.',
  abilities: [
    action({
      choices: [
        targetUnit('unit to deal 1 damage to'),
        targetUnit('another unit to deal 2 damage to', notChosenBefore(1)),
        targetUnit('a third unit to deal 3 damage to', notChosenBefore(2)),
      ],
      effect: bomb,
    }),
  ],
});
