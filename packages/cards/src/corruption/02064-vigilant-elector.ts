import { act, action, ACTIVE, and, attachment, custom, destroy, endTurn, HOST, is, SELF, spend, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02064', {
  text: "Warrior. Quest. Action: spend 1 resource: this unit attaches itself to another target unit (anyone's), joining that unit's zone; from then on it is no longer a unit but an Attachment support card whose only text is: at the end of its host's controller's turn, the host is destroyed.",
  abilities: [
    action({
      id: 'attach',
      zone: 'quest',
      if: is(SELF, unit()),
      cost: spend(1),
      target: unit({ not: SELF }),
      effect: custom('attach this unit to the target unit', (ctx) => act.attach(ctx, ctx.self, ctx.use.picks[0]?.[0] ?? -1)),
    }),
    // Its text once attached (errata: it counts as an Attachment support card with that text). That
    // text is neither "Forced:" nor "you may": a mandatory triggered constant effect, resolved before
    // Forced effects at the end of the turn (FAQ: Simultaneous Effects).
    whenever({ id: 'doom', when: endTurn('any', { if: and(is(SELF, attachment()), is(HOST, unit({ controller: ACTIVE }))) }), effect: destroy(HOST) }),
  ],
});
