import { action, choose, corrupt, count, forced, HOST, isRestored, least, rules, startLasting, TARGET, unit, type CardFilter, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Another unit in the zone the restored unit is in, on the same capital. */
function besideRestored(ctx: Ctx, id: number): boolean {
  const restored = ctx.use.ev.card;
  const zone = rules.zoneOfCard(ctx.state, restored);
  return id !== restored && zone !== null && rules.zoneOfCard(ctx.state, id) === zone && rules.capitalOf(ctx.state, id) === rules.capitalOf(ctx.state, restored);
}

const others: CardFilter = unit({ corruptible: true, where: besideRestored });

export default defineCard(import.meta.url, '04099', {
  text: 'Destruction only. Action: choose a target unit; the first time this turn it is restored, you corrupt two other units of its zone on its side (all of them when fewer can be corrupted), picked as that happens.',
  abilities: [action({ target: unit(), effect: startLasting('spread', { card: TARGET }) })],
  lasting: {
    // a conditional action: it ends once its condition is met (FAQ: Conditional Actions)
    spread: {
      once: true,
      abilities: [
        forced({
          when: isRestored(HOST),
          effect: corrupt(choose(others, { min: least(2, count(others)), max: 2, label: 'two other units of its zone to corrupt' })),
        }),
      ],
    },
  },
});
