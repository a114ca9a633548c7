import { action, attachTo, choice, chosen, fromDiscard, rules, support, TARGET, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** An Attachment card of the discard pile that could go onto the tactic's target (slot 0) following all its restrictions. */
const fitsTarget = (ctx: Ctx, id: number) => {
  const host = ctx.use.picks[0]?.[0];
  return host !== undefined && rules.couldAttachTo(ctx.state, id, host, ctx.player);
};

const pick = (name: string) => choice(name, fromDiscard(support({ trait: 'Attachment', where: fitsTarget }), { min: 0, max: 1, label: 'Attachment card to attach (or pass)' }));

export default defineCard(import.meta.url, '07014', {
  text: 'Action: as many as two Attachment support cards taken out of your discard pile are attached, one after the other, to one target unit you control; each must fit it under its own rules (host requirements, uniqueness).',
  abilities: [
    action({
      target: unit({ controller: YOU }),
      effect: [pick('first'), attachTo(chosen('first'), TARGET), pick('second'), attachTo(chosen('second'), TARGET)],
    }),
  ],
});
