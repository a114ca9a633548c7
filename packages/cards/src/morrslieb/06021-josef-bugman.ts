import { action, attachTo, choice, chosen, entersPlay, EVENT_CARD, rules, search, shuffleDeck, support, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** An Attachment card that could go onto the unit that just entered play following all its restrictions (host requirements as if played, uniqueness). */
const fitsEntered = (ctx: Ctx, id: number) => ctx.use.ev.card >= 0 && rules.couldAttachTo(ctx.state, id, ctx.use.ev.card, ctx.player);

export default defineCard(import.meta.url, '06021', {
  text: 'Hero (one per zone). Action, usable once each time one of your Dwarf units comes into play, this one too: search your five topmost deck cards for one Attachment support card that fits that unit and have it enter play attached to it; your deck is shuffled afterwards.',
  abilities: [
    action({
      when: entersPlay(unit({ race: 'Dwarf', controller: YOU })),
      effect: [
        choice('found', search(5, support({ trait: 'Attachment', where: fitsEntered }), { label: 'Attachment to put into play on the unit that entered (pass: none)' })),
        attachTo(chosen('found'), EVENT_CARD),
        // "Then" hangs on the search, which resolves even when nothing is found.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
