import { action, amountFn, gain, rules, TARGET, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * Minus one hit point for each Undead unit card in its player's discard pile (open information),
 * counted as the tactic resolves. "Undead" is read as the trait (the Undead cards of these sets are
 * race Neutral with the Undead trait); a card of the Undead race counts too.
 */
function minusUndeadInYourDiscard(ctx: Ctx): number {
  const n = ctx.state.players[ctx.player].discard.filter((id) => {
    const p = rules.printed(ctx.state, id);
    return p?.type === 'Unit' && (p.traits.includes('Undead') || p.race === 'Undead');
  }).length;
  return -n;
}

export default defineCard(import.meta.url, '06080', {
  text: 'Undead. Spell. Destruction only. Action: until the end of the turn, one target unit has 1 fewer hit point for each Undead unit card in your discard pile as this resolves.',
  abilities: [action({ target: unit(), effect: gain(TARGET, { hitPoints: amountFn(minusUndeadInYourDiscard) }) })],
});
