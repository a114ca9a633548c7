import { constant, decodeSection } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01112', {
  text: 'Limited. Once each turn, cancel 1 damage that would be dealt to your capital.',
  abilities: [
    constant({
      cancelDamage: { applies: (ctx, target) => target <= -2 && decodeSection(target).player === ctx.player, oncePerTurn: true },
    }),
  ],
});
