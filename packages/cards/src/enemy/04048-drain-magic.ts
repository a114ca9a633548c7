import { action, anyCard, cancel, fromChain, TARGET, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Still being played: on the chain (a tactic resolving, or a support/attachment not yet in play). */
const beingPlayed = (ctx: Ctx, id: number): boolean => ctx.state.cards[id]!.loc === 'chain';

export default defineCard(import.meta.url, '04048', {
  text: 'Spell. Action: pick a card with the Spell trait that was just played (still on the chain: a tactic, or an attachment or other card being played) and cancel it. Not a target.',
  abilities: [
    // "a Spell card just played": chosen on play, not targeted (no "target" in the text)
    action({ target: fromChain(anyCard({ trait: 'Spell', faceup: true, where: beingPlayed }), { targeting: false, label: 'Spell card to cancel' }), effect: cancel(TARGET) }),
  ],
});
