import { action, attachment, attachTo, conditionFn, constant, is, leavesPlay, SELF, TARGET, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Where it went is public (a discard pile, a hand): it can come back from there; not from a deck. */
function outInTheOpen(ctx: Ctx): boolean {
  const loc = ctx.state.cards[ctx.self]!.loc;
  return loc === 'discard' || loc === 'hand';
}

export default defineCard(import.meta.url, '05046', {
  text: 'Undead. Warrior. Action, usable once right after this unit leaves play as a unit (to a discard pile or a hand): it enters play attached to one target unit, as an Attachment support card whose only text is: the attached unit has 1 less power.',
  abilities: [
    action({ when: leavesPlay(), canResolve: conditionFn(outInTheOpen), target: unit({ not: SELF }), effect: attachTo(SELF, TARGET) }),
    constant({ id: 'weighs', affects: 'host', if: is(SELF, attachment()), modify: { power: -1 } }),
    // Attached, its text is only the power loss: it has no Action any more, so leaving play then arms nothing.
    constant({ id: 'textAsAttachment', if: is(SELF, attachment()), modify: { losesActionsAndForced: true } }),
  ],
});
