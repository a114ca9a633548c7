import { damage, each, EACH, endPhase, OPPONENT, rules, startLasting, unit, whenever, YOU, zoneAttacked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Marked as the attack was declared (able to defend then), and not declared as a defender this turn. */
const stayedBack = (ctx: Ctx, id: number) => rules.hasLasting(ctx, id, 'couldDefend') && !rules.eventsThisTurn(ctx.state, 'defended').includes(id);

export default defineCard(import.meta.url, '02012', {
  text: 'Hero, one Hero per zone at most. When your battlefield phase ends, every opposing unit that was able to defend against your attack but was not declared a defender is dealt 1 damage.',
  abilities: [
    // Neither "Forced:" nor "you may": mandatory. The units able to defend the attacked zone are
    // marked as the attack is declared; at the end of the phase the ones that did not defend are hit together.
    whenever({
      id: 'mark',
      when: zoneAttacked({ player: OPPONENT }),
      effect: each(unit({ where: (ctx, id) => rules.canDefend(ctx.state, id) }), startLasting('couldDefend', { card: EACH, until: 'phase' })),
    }),
    whenever({ id: 'strike', when: endPhase('battlefield', YOU), effect: each(unit({ controller: OPPONENT, where: stayedBack }), damage(EACH, 1)) }),
  ],
  lasting: { couldDefend: { abilities: [] } },
});
