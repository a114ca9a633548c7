import { constant, exists, rules, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Experience attached to it (facedown cards are attached cards too). */
const hasExperience = (ctx: Ctx, id: number): boolean => rules.experienceOn(ctx.state, id) > 0;

export default defineCard(import.meta.url, '04055', {
  text: 'Elite. Warrior. One more power icon while at least one unit in play (either player\'s, this one included) has a card attached to it.',
  abilities: [constant({ if: exists(unit({ or: [{ hasAttachment: true }, { where: hasExperience }] })), modify: { power: 1 } })],
});
