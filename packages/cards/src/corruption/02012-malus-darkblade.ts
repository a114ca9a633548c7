import { damage, each, EACH, endPhase, OPPONENT, rules, unit, whenever, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Able to be declared as a defender as the Declare Defenders step began (the engine keeps that list
 * in the combat: before any defender is declared, after the window that follows the attackers), and
 * not declared as a defender this turn.
 */
const stayedBack = (ctx: Ctx, id: number) => (rules.combat(ctx.state)?.couldDefend.includes(id) ?? false) && !rules.eventsThisTurn(ctx.state, 'defended').includes(id);

export default defineCard(import.meta.url, '02012', {
  text: 'Hero, one Hero per zone at most. When your battlefield phase ends, every opposing unit that was able to defend against your attack but was not declared a defender is dealt 1 damage.',
  abilities: [
    // Neither "Forced:" nor "you may": mandatory. The units able to defend are those that could be
    // declared as defenders when defenders were declared (attacking a legend through the zone too);
    // at the end of the phase the ones that did not defend are hit together.
    whenever({ id: 'strike', when: endPhase('battlefield', YOU), effect: each(unit({ controller: OPPONENT, where: stayedBack }), damage(EACH, 1)) }),
  ],
});
