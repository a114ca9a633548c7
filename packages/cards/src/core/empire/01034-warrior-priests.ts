import { all, inZone, notSelf, redirectDamage, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01034', {
  text: 'Once each turn, 1 damage that would be dealt to this unit is redirected to one target unit in any battlefield; with no legal target it stays on this unit.',
  abilities: [
    ...redirectDamage({
      applies: (ctx, target) => target === ctx.self,
      oncePerTurn: true,
      to: targetUnit('unit in a battlefield to take the redirected damage', all(inZone('battlefield'), notSelf)),
    }),
  ],
});
